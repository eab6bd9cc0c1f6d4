import { z } from 'zod';
import { listQuery, listSort, requiredText } from './common.ts';
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

export const complaintStatusInput = z
  .object({
    status: z.enum(COMPLAINT_STATUSES, { message: 'Status must be open, in_progress, resolved or closed' }),
  })
  .strict();

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
  created_at: z.string(),
});
export type Complaint = z.infer<typeof complaint>;

/**
 * Counts over the whole branch (not the page). `open` counts complaints still waiting for a fix,
 * status open or in_progress, as the dashboard does; `in_progress` is the part of them being worked on.
 */
export const complaintSummary = z.object({ open: z.number(), in_progress: z.number(), total: z.number() });
export type ComplaintSummary = z.infer<typeof complaintSummary>;
