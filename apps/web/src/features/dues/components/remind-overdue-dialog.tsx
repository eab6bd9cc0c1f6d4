import type { Branch } from '@pg/contracts/branches';
import { COLLECTING_TEXTS } from '@pg/contracts/collecting';
import { PAGE_SIZE } from '@pg/contracts/lists';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import type { DialogOpenProps } from '@/components/ui/form-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { collectionFor, RemindedNote, ReminderActions, useSendReminder } from '@/domain/collecting/collect';
import { useDues } from '@/features/dues/api/get-dues';
import { formatDate, formatMoney } from '@/lib/format';
import { owedOf } from './dues-table';

/**
 * 'Remind all overdue': the overdue tenants one at a time, oldest due first, because a browser
 * blocks many windows opened at once. 'Send reminder' opens the current tenant's chat; 'Next'
 * opens the next one's (and records it), or just moves on when that one cannot be messaged.
 */
export function RemindOverdueDialog({
  branch,
  open,
  onOpenChange,
}: DialogOpenProps & {
  branch: Branch;
}) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);
  const page = Math.floor(index / PAGE_SIZE) + 1;
  const list = useDues(open ? branch.id : null, { filter: 'overdue', sort: 'age', page });
  const send = useSendReminder(branch);
  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  const row = items[index % PAGE_SIZE] ?? null;
  const nextRow = index + 1 < total ? (items[(index + 1) % PAGE_SIZE] ?? null) : null;
  const nextOnThisPage = nextRow && (index + 1) % PAGE_SIZE !== 0 ? nextRow : null;
  const nextChat = nextOnThisPage ? collectionFor(branch, owedOf(nextOnThisPage)).whatsApp : null;
  const done = index >= total;

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={COLLECTING_TEXTS.remindAllOverdue}
      description="One tenant at a time: send the reminder, then Next opens the next chat."
      footer={
        !done &&
        row &&
        (nextChat && nextOnThisPage ? (
          <Button
            aria-label={`${COLLECTING_TEXTS.next}: ${COLLECTING_TEXTS.sendReminder} to ${nextOnThisPage.tenant_name}`}
            onClick={() => {
              send(owedOf(nextOnThisPage));
              setIndex(index + 1);
            }}
          >
            {COLLECTING_TEXTS.next}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)}>
            {index + 1 < total ? COLLECTING_TEXTS.next : 'Finish'}
            <ArrowRight aria-hidden="true" />
          </Button>
        ))
      }
    >
      {list.isPending || (list.isFetching && !row && !done) ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <p className="text-destructive text-sm">Failed to load dues</p>
      ) : total === 0 ? (
        <p className="text-sm">No tenant is overdue.</p>
      ) : done || !row ? (
        <p className="text-sm" aria-live="polite">
          {total === 1
            ? 'The overdue tenant has been gone through.'
            : `All ${total} overdue tenants have been gone through.`}
        </p>
      ) : (
        <div className="grid gap-3" aria-live="polite">
          <p className="text-muted-foreground text-sm">{`Tenant ${index + 1} of ${total}`}</p>
          <div>
            <p className="font-medium">{row.tenant_name}</p>
            <p className="text-sm">
              {`${formatMoney(row.amount_due)} owed since ${formatDate(row.oldest_due_date)} (${row.days_overdue} days)`}
            </p>
            <RemindedNote daysAgo={row.reminded_days_ago} />
          </div>
          <ReminderActions branch={branch} owed={owedOf(row)} size="default" />
        </div>
      )}
    </DialogFrame>
  );
}
