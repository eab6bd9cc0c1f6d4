import { madeWhenUsed } from '@/lib/format';

const dateTime = madeWhenUsed(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
);

/** A moment as staff read it in the logs: '05/03/2026, 14:30' (India time, 24-hour clock). */
export function formatDateTime24(iso: string): string {
  return dateTime().format(new Date(iso));
}
