import { z } from 'zod';
import { queryInt } from './common.ts';

export const NOTIFICATION_KINDS = [
  'application',
  'payment',
  'rent_due',
  'stay_ends',
  'form_c',
  'correction',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Who sees a kind of notification: the holders of a permission (its record lives on that page), or
 * 'admin', the branch's admins: a payment, charge or expense voided or edited is theirs to hear of.
 */
export const NOTIFICATION_KIND_PERMISSION: Record<NotificationKind, string> = {
  application: 'applications:view',
  payment: 'payments:view',
  rent_due: 'bookings:view',
  stay_ends: 'bookings:view',
  form_c: 'tenants:view',
  correction: 'admin',
};

/** Rent falling due, or a checked-in stay ending, within this many days raises a notification. */
export const RENT_DUE_DAYS = 3;

const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the console, e.g. /applications?id=... */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationList = z.object({
  items: z.array(notificationItem),
  unread: z.number(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationListQuery = z.object({ limit: queryInt('Limit', 1, 50, 10) }).strict();
