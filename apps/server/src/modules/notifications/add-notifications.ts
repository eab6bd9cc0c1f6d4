import type { NotificationKind } from '@pg/contracts/notifications';
import type { Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/applications.ts';

/** A notification as a module adds it: once per dedupe key in a branch, whoever adds it first. */
type NewNotification = {
  branchId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  dedupeKey: string;
  createdAt?: string;
};

export async function addNotifications(db: Tx, items: NewNotification[]) {
  if (items.length === 0) return;
  await db
    .insert(notifications)
    .values(
      items.map((n) => ({
        branchId: n.branchId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link,
        dedupeKey: n.dedupeKey,
        ...(n.createdAt ? { createdAt: n.createdAt } : {}),
      })),
    )
    .onConflictDoNothing({ target: [notifications.branchId, notifications.dedupeKey] });
}

export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
export const searchLink = (path: string, q: string) => `${path}?${new URLSearchParams({ q }).toString()}`;
