import { isIsoDate, todayIso } from '@pg/contracts/dates';
import type { Visitor } from '@pg/contracts/visitors';
import { Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DateBox } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { ListPage } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useVisitors } from '@/features/visitors/api/get-visitors';
import { useMarkVisitorOut } from '@/features/visitors/api/mark-visitor-out';
import { MarkOutDialog } from '@/features/visitors/components/mark-out-dialog';
import { RecordVisitorDialog } from '@/features/visitors/components/record-visitor-dialog';
import { VisitorsTable } from '@/features/visitors/components/visitors-table';
import { registerDay } from '@/features/visitors/register-day';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { toastFailure } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { searchBoxOf, tableStateOf, useListSearch } from '@/lib/use-list-search';

/** /visitors: the gate's register of a day; record a visitor, mark them out, print the day. */
export function VisitorsPage() {
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  // The day of the address (back from the printed register), else today.
  const [search] = useSearchParams();
  const [date, setDate] = useState(() => registerDay(search));
  // The day as typed (dd/mm/yyyy on its way to a date); the register follows it once it is one.
  const [typed, setTyped] = useState(date);
  const listing = useListSearch(`${branchId ?? ''}|${date}`);
  const [recordOpen, setRecordOpen] = useState(false);
  const list = useVisitors(branchId, { date, q: listing.q || undefined });
  const markOut = useMarkVisitorOut();
  // On an earlier day's register, the time out is asked for; on today's, it is now.
  const [markingOut, setMarkingOut] = useState<Visitor | null>(null);

  const onMarkOut = (visitor: Visitor) => {
    if (date !== todayIso()) return setMarkingOut(visitor);
    markOut.mutate(
      { id: visitor.id },
      {
        onSuccess: () => toast.success(`${visitor.name} marked out`),
        onError: (error) => toastFailure('Failed to mark the visitor out', error, 'Please try again.'),
      },
    );
  };

  return (
    <ListPage
      header={
        <PageHeader
          title="Visitors"
          description={
            selectedBranch ? `Visitor register of ${selectedBranch.name} for ${formatDate(date)}.` : undefined
          }
          actions={
            branchId && (
              <div className="flex flex-wrap gap-2 print:hidden">
                <Button variant="outline" asChild>
                  <Link to={`/visitors/register?date=${date}`}>
                    <Printer aria-hidden="true" />
                    Print register
                  </Link>
                </Button>
                <Button onClick={() => setRecordOpen(true)}>
                  <Plus aria-hidden="true" />
                  Record Visitor
                </Button>
              </div>
            )
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="visitors" />}
      loadError={{ failed: list.isError, message: 'Failed to load visitors', id: 'visitors-load-error' }}
      search={searchBoxOf(listing, list, {
        label: 'Search visitors',
        placeholder: 'Search by visitor, phone or tenant...',
      })}
      toolbar={
        <FormField label="Day" className="w-full sm:w-44 print:hidden">
          {(control) => (
            <DateBox
              value={typed}
              max={todayIso()}
              onChange={(value) => {
                setTyped(value);
                if (isIsoDate(value)) setDate(value);
              }}
              onBlur={() => setTyped(date)}
              control={control}
            />
          )}
        </FormField>
      }
    >
      <VisitorsTable
        visitors={list.data?.items ?? []}
        state={tableStateOf(list, listing.q ? 'Try another word.' : undefined)}
        onMarkOut={onMarkOut}
        markingId={markOut.isPending ? (markOut.variables?.id ?? null) : null}
      />
      {branchId && (
        <RecordVisitorDialog branchId={branchId} date={date} open={recordOpen} onOpenChange={setRecordOpen} />
      )}
      <MarkOutDialog visitor={markingOut} date={date} onClose={() => setMarkingOut(null)} />
    </ListPage>
  );
}
