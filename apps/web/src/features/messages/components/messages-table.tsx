import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  MESSAGES_TEXTS,
  type Message,
  type MessageStatus,
  stepLabel,
} from '@pg/contracts/messages';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn, DataTable, type TableState } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatMonth } from '@/lib/format';
import { formatDateTime24 } from '@/lib/format-date-time';

const STATUS_VARIANT: Record<MessageStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  queued: 'secondary',
  sending: 'secondary',
  sent: 'default',
  failed: 'destructive',
  cancelled: 'outline',
};

/** 'Reminder: 3 days before the due day (Jan 2027)', or 'Receipt'. */
function whatText(m: Message) {
  if (m.kind !== 'reminder' || m.step_offset === null) return MESSAGE_KIND_LABELS[m.kind];
  const month = m.month ? ` (${formatMonth(m.month)})` : '';
  return `${MESSAGE_KIND_LABELS.reminder}: ${stepLabel(m.step_offset)}${month}`;
}

/** When it went out, or when it was queued and, while it waits, when it is tried next (India time). */
function whenText(m: Message) {
  if (m.sent_at) return `Sent ${formatDateTime24(m.sent_at)}`;
  const queued = `Queued ${formatDateTime24(m.created_at)}`;
  return m.status === 'queued' && m.attempts > 0
    ? `${queued}; next try ${formatDateTime24(m.next_attempt_at)}`
    : queued;
}

type MessagesTableProps = {
  messages: Message[];
  state: TableState;
  /** Retry a failed message; absent for those who may not. */
  onRetry?: ((message: Message) => void) | undefined;
  /** The message whose retry is being saved. */
  retryingId: string | null;
};

/** The branch's messages: to whom, what, by which channel, their status (and the provider's reason) and when. */
export function MessagesTable({ messages, state, onRetry, retryingId }: MessagesTableProps) {
  return (
    <DataTable
      label="Messages"
      items={messages}
      emptyText={MESSAGES_TEXTS.empty}
      {...state}
      columns={[
        {
          header: 'Tenant',
          className: 'font-medium',
          cell: (m) => (
            <div className="grid gap-0.5">
              {m.tenant_id ? (
                <Link to={`/tenants/${m.tenant_id}`} className="underline-offset-4 hover:underline">
                  {m.tenant_name ?? 'Tenant'}
                </Link>
              ) : (
                (m.tenant_name ?? '—')
              )}
              <span className="font-normal text-muted-foreground text-xs [overflow-wrap:anywhere]">
                {m.recipient}
              </span>
            </div>
          ),
        },
        { header: 'Message', cell: whatText },
        { header: 'Channel', className: 'whitespace-nowrap', cell: (m) => MESSAGE_CHANNEL_LABELS[m.channel] },
        {
          header: 'Status',
          cell: (m) => (
            <div className="grid justify-items-end gap-1 sm:justify-items-start">
              <Badge variant={STATUS_VARIANT[m.status]}>{MESSAGE_STATUS_LABELS[m.status]}</Badge>
              {m.last_error && m.status !== 'sent' && (
                <span className="text-destructive text-xs [overflow-wrap:anywhere]">{m.last_error}</span>
              )}
            </div>
          ),
        },
        { header: 'When', className: 'text-sm', cell: whenText },
        onRetry &&
          messages.some((m) => m.status === 'failed') &&
          actionsColumn<Message>((m) =>
            m.status === 'failed' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={retryingId === m.id}
                onClick={() => onRetry(m)}
                aria-label={`${MESSAGES_TEXTS.retry}, ${m.tenant_name ?? m.recipient}`}
              >
                {retryingId === m.id ? <Spinner decorative /> : <RotateCcw aria-hidden="true" />}
                {MESSAGES_TEXTS.retry}
              </Button>
            ) : null,
          ),
      ]}
    />
  );
}
