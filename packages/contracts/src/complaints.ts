import { z } from 'zod';
import { listQuery, listSort, optionalText, requiredText } from './common.ts';
import { requiredId } from './payments.ts';

export const COMPLAINT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ComplaintPriority = (typeof COMPLAINT_PRIORITIES)[number];
export const DEFAULT_COMPLAINT_PRIORITY: ComplaintPriority = 'medium';
export const COMPLAINT_PRIORITY_LABELS: Record<ComplaintPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** A complaint's life, in order: open -> in_progress -> resolved -> closed. New complaints are open. */
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/**
 * Statuses a complaint may move to: only forward along open -> in_progress -> resolved -> closed
 * (skipping is allowed: a tap fixed on the spot goes straight from open to resolved); never back.
 */
export function nextComplaintStatuses(from: ComplaintStatus): ComplaintStatus[] {
  return COMPLAINT_STATUSES.slice(COMPLAINT_STATUSES.indexOf(from) + 1);
}

export const canChangeComplaintStatus = (from: ComplaintStatus, to: ComplaintStatus) =>
  nextComplaintStatuses(from).includes(to);

/** The statuses from which a complaint may move to `to`. */
export const complaintStatusesBefore = (to: ComplaintStatus): ComplaintStatus[] =>
  COMPLAINT_STATUSES.slice(0, COMPLAINT_STATUSES.indexOf(to));

/** New Complaint: tenant, category, priority and description required. */
export const complaintInput = z
  .object({
    tenant_id: requiredId('Tenant'),
    category: requiredText('Category', 100),
    priority: z.enum(COMPLAINT_PRIORITIES, { message: 'Priority must be low, medium, high or critical' }),
    description: requiredText('Description', 2000, { multiline: true }),
  })
  .strict();
export type ComplaintValues = z.output<typeof complaintInput>;

export const RESOLUTION_NOTE_REQUIRED = 'Say how it was resolved';

/**
 * Moving a complaint on; 'Mark as resolved' takes a note of how it was resolved, which the tenant
 * reads in the complaint's thread.
 */
export const complaintStatusInput = z
  .object({
    status: z.enum(COMPLAINT_STATUSES, { message: 'Status must be open, in_progress, resolved or closed' }),
    note: optionalText('Note', 2000, { multiline: true }),
  })
  .strict()
  .refine((v) => v.status !== 'resolved' || v.note, { message: RESOLUTION_NOTE_REQUIRED, path: ['note'] });
export type ComplaintStatusValues = z.input<typeof complaintStatusInput>;

/** A reply on a complaint's thread (staff, or the tenant in the tenant app). */
export const complaintReplyInput = z
  .object({ body: requiredText('Reply', 2000, { multiline: true }) })
  .strict();
export type ComplaintReplyValues = z.input<typeof complaintReplyInput>;

/** Reopening a resolved (or closed) complaint: why, which goes on its thread. */
export const complaintReopenInput = z
  .object({ note: requiredText('Reason', 2000, { multiline: true }) })
  .strict();
export type ComplaintReopenValues = z.input<typeof complaintReopenInput>;

/** Statuses from which a complaint may be reopened; the tenant may reopen a resolved one for a week. */
export const REOPENABLE_STATUSES = ['resolved', 'closed'] as const satisfies ComplaintStatus[];
export const TENANT_REOPEN_DAYS = 7;
export const TENANT_REOPEN_TOO_LATE = `A complaint can be reopened within ${TENANT_REOPEN_DAYS} days of being resolved. Please raise a new complaint.`;
export const NOT_REOPENABLE = 'Only a resolved or closed complaint can be reopened';

/** What a reply on a thread is: a reply, the note of a resolution, or the reason of a reopening. */
export const COMPLAINT_REPLY_KINDS = ['reply', 'resolution', 'reopen'] as const;
export const COMPLAINT_REPLY_KIND_LABELS: Record<(typeof COMPLAINT_REPLY_KINDS)[number], string> = {
  reply: 'Reply',
  resolution: 'Resolved',
  reopen: 'Reopened',
};

/** One entry of a complaint's thread: who (staff by their name, or the tenant), when, and what. */
export const complaintReply = z.object({
  id: z.string(),
  kind: z.enum(COMPLAINT_REPLY_KINDS),
  by_tenant: z.boolean(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type ComplaintReply = z.infer<typeof complaintReply>;
export const complaintThread = z.object({ items: z.array(complaintReply) });
export type ComplaintThread = z.infer<typeof complaintThread>;

/** A complaint carries at most this many photos, sent with it from the tenant app. */
export const COMPLAINT_MAX_PHOTOS = 3;
export const COMPLAINT_PHOTO_FIELDS = ['photo_1', 'photo_2', 'photo_3'] as const;
export const COMPLAINT_TOO_MANY_PHOTOS = `A complaint can have at most ${COMPLAINT_MAX_PHOTOS} photos`;

/** Newest complaint first (the default) or oldest first. */
export const COMPLAINT_SORTS = ['date_desc', 'date_asc'] as const;
export const COMPLAINT_SORT_LABELS: Record<(typeof COMPLAINT_SORTS)[number], string> = {
  date_desc: 'Newest first',
  date_asc: 'Oldest first',
};

/** Complaints: searched, filtered by status and priority, sorted by when they were made. */
export const complaintListQuery = listQuery
  .extend({
    status: z.enum(COMPLAINT_STATUSES, { message: 'Choose a status from the list' }).optional(),
    priority: z.enum(COMPLAINT_PRIORITIES, { message: 'Choose a priority from the list' }).optional(),
    sort: listSort(COMPLAINT_SORTS),
  })
  .strict();
export type ComplaintListQuery = z.output<typeof complaintListQuery>;

export const complaint = z.object({
  id: z.string(),
  branch_id: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  category: z.string(),
  priority: z.enum(COMPLAINT_PRIORITIES),
  description: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  /** When and by whom the status last changed; null while the complaint is as it was raised. */
  status_changed_at: z.string().nullable(),
  status_changed_by: z.string().nullable(),
  status_changed_by_email: z.string().nullable(),
  /** Who last changed the status, by their display name (their e-mail when they have none). */
  status_changed_by_name: z.string().nullable(),
  /** The room and bed the tenant stayed in when the complaint was raised (null: no stay then). */
  room_number: z.string().nullable(),
  bed_number: z.string().nullable(),
  /** The photos sent with it, in order (GET /complaints/:id/photos/:photoId). */
  photo_ids: z.array(z.string()),
  /** Entries on its thread (replies, resolution notes, reopenings). */
  reply_count: z.number(),
  created_at: z.string(),
});
export type Complaint = z.infer<typeof complaint>;

/**
 * Counts over the whole branch (not the page). `open` counts complaints still waiting for a fix,
 * status open or in_progress, as the dashboard does; `in_progress` is the part of them being worked on.
 */
export const complaintSummary = z.object({ open: z.number(), in_progress: z.number(), total: z.number() });
export type ComplaintSummary = z.infer<typeof complaintSummary>;
