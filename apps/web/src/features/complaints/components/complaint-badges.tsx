import {
  COMPLAINT_PRIORITY_LABELS,
  COMPLAINT_STATUS_LABELS,
  type ComplaintPriority,
  type ComplaintStatus,
} from '@pg/contracts/complaints';
import { Badge } from '@/components/ui/badge';

/** Complaint status badges: open destructive, closed secondary, others default. */
const complaintStatusVariant = (status: ComplaintStatus) =>
  status === 'open' ? 'destructive' : status === 'closed' ? 'secondary' : 'default';

/** Complaint priority badges: high and critical destructive, low secondary, medium default. */
const complaintPriorityVariant = (priority: ComplaintPriority) =>
  priority === 'high' || priority === 'critical'
    ? 'destructive'
    : priority === 'low'
      ? 'secondary'
      : 'default';

export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <Badge variant={complaintStatusVariant(status)}>{COMPLAINT_STATUS_LABELS[status]}</Badge>;
}

export function ComplaintPriorityBadge({ priority }: { priority: ComplaintPriority }) {
  return <Badge variant={complaintPriorityVariant(priority)}>{COMPLAINT_PRIORITY_LABELS[priority]}</Badge>;
}
