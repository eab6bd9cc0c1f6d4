import { COLLECTING_TEXTS } from '@pg/contracts/collecting';
import {
  DUES_FILTER_LABELS,
  DUES_FILTERS,
  DUES_SORT_LABELS,
  DUES_SORTS,
  DUES_TEXTS,
  type DuesFilter,
  type DuesRow,
  type DuesSort,
  OVERDUE_AFTER_DAYS,
} from '@pg/contracts/dues';
import {
  AlarmClock,
  CalendarClock,
  IndianRupee,
  Landmark,
  ListPlus,
  MessageCircle,
  Settings,
} from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListPage, loadedFigure } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PaymentDetailsDialog } from '@/domain/payments/payment-details';
import { useDues } from '@/features/dues/api/get-dues';
import { AwaitingPayments } from '@/features/dues/components/awaiting-payments';
import { ChargeManyDialog } from '@/features/dues/components/charge-many-dialog';
import { DuesTable } from '@/features/dues/components/dues-table';
import { RecordDuePaymentDialog } from '@/features/dues/components/record-due-payment-dialog';
import { RemindOverdueDialog } from '@/features/dues/components/remind-overdue-dialog';
import { UpiQrDialog } from '@/features/dues/components/upi-qr-dialog';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { formatCount, formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { paginationOf, searchBoxOf, tableStateOf, useListSearch } from '@/lib/use-list-search';

const tenantsCount = (n: number) => (n === 1 ? '1 tenant' : `${formatCount(n)} tenants`);

/** /dues: who owes how much, since when, in the selected branch; and recording their payment. */
export function DuesPage() {
  const { selectedBranch } = useBranch();
  const branchId = selectedBranch?.id ?? null;
  const { can } = useSession();

  const [filter, setFilter] = useState<DuesFilter>('all');
  const [sort, setSort] = useState<DuesSort>('amount');
  const listing = useListSearch(`${branchId}|${filter}|${sort}`);
  const { q, page } = listing;
  const [paying, setPaying] = useState<DuesRow | null>(null);
  const [collectingDeposit, setCollectingDeposit] = useState<DuesRow | null>(null);
  const [showingQr, setShowingQr] = useState<DuesRow | null>(null);
  const [remindingAll, setRemindingAll] = useState(false);
  const canRemind = can('payments:create');
  const [editingDetails, setEditingDetails] = useState(false);
  const [chargingMany, setChargingMany] = useState(false);

  const list = useDues(branchId, { q: q || undefined, filter, sort, page });
  const summary = list.data?.summary;

  return (
    <ListPage
      header={
        <PageHeader
          title={DUES_TEXTS.title}
          description={selectedBranch ? `What tenants of ${selectedBranch.name} owe today.` : undefined}
          actions={
            selectedBranch && (
              <>
                {can('branches:payment_details') && (
                  <Button variant="outline" onClick={() => setEditingDetails(true)}>
                    <Settings aria-hidden="true" />
                    Payment details
                  </Button>
                )}
                {can('payments:create') && (
                  <Button variant="outline" onClick={() => setChargingMany(true)}>
                    <ListPlus aria-hidden="true" />
                    Charge many
                  </Button>
                )}
                {canRemind && (
                  <Button variant="outline" onClick={() => setRemindingAll(true)}>
                    <MessageCircle aria-hidden="true" />
                    {COLLECTING_TEXTS.remindAllOverdue}
                  </Button>
                )}
              </>
            )
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="dues" />}
      loadError={{ failed: list.isError, message: 'Failed to load dues', id: 'dues-load-error' }}
      stats={[
        {
          title: DUES_TEXTS.totalDue,
          icon: IndianRupee,
          variant: 'warning',
          value: loadedFigure(list, () => formatMoney(summary?.total_due ?? 0), 'w-32'),
          description: summary
            ? `${tenantsCount(summary.tenants_due)} ${summary.tenants_due === 1 ? 'owes' : 'owe'}`
            : undefined,
        },
        {
          title: DUES_TEXTS.dueToday,
          icon: CalendarClock,
          variant: 'default',
          value: loadedFigure(list, () => formatMoney(summary?.due_today ?? 0), 'w-32'),
          description: summary ? `${tenantsCount(summary.tenants_due_today)}, fallen due today` : undefined,
        },
        {
          title: DUES_TEXTS.overdue,
          icon: AlarmClock,
          variant: 'accent',
          value: loadedFigure(list, () => formatMoney(summary?.overdue_amount ?? 0), 'w-32'),
          description: summary
            ? `${tenantsCount(summary.tenants_overdue)}, due more than ${OVERDUE_AFTER_DAYS} days ago`
            : undefined,
        },
        {
          title: DUES_TEXTS.depositsHeld,
          icon: Landmark,
          variant: 'success',
          value: loadedFigure(list, () => formatMoney(summary?.deposits_held ?? 0), 'w-32'),
          description:
            summary && summary.deposits_due > 0
              ? `${formatMoney(summary.deposits_due)} still to collect`
              : 'Security deposits received',
        },
      ]}
      search={searchBoxOf(listing, list, {
        label: 'Search dues by tenant name or phone',
        placeholder: 'Search by name or phone...',
      })}
      toolbar={
        <div className="flex gap-2">
          <Select value={filter} onValueChange={(v) => setFilter(v as DuesFilter)}>
            <SelectTrigger className="w-40" aria-label="Show">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DUES_FILTERS.map((f) => (
                <SelectItem key={f} value={f}>
                  {DUES_FILTER_LABELS[f]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={sort} onValueChange={(v) => setSort(v as DuesSort)}>
            <SelectTrigger className="w-40" aria-label="Sort by">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DUES_SORTS.map((s) => (
                <SelectItem key={s} value={s}>
                  {DUES_SORT_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      }
      pagination={paginationOf(list, listing, 'tenants')}
    >
      <DuesTable
        rows={list.data?.items ?? []}
        state={tableStateOf(list, q || filter !== 'all' ? 'Try another search or filter.' : undefined)}
        onRecordPayment={can('payments:create') ? setPaying : undefined}
        onCollectDeposit={can('payments:create') ? setCollectingDeposit : undefined}
        branch={selectedBranch}
        onShowQr={setShowingQr}
        canRemind={canRemind}
      />
      {selectedBranch && (
        <>
          <UpiQrDialog branch={selectedBranch} row={showingQr} onClose={() => setShowingQr(null)} />
          <RemindOverdueDialog branch={selectedBranch} open={remindingAll} onOpenChange={setRemindingAll} />
          <ChargeManyDialog branch={selectedBranch} open={chargingMany} onOpenChange={setChargingMany} />
          <PaymentDetailsDialog
            branch={selectedBranch}
            open={editingDetails}
            onOpenChange={setEditingDetails}
          />
        </>
      )}
      {branchId && can('payments:view') && (
        <AwaitingPayments branchId={branchId} canConfirm={can('payments:create')} />
      )}
      {branchId && (
        <>
          <RecordDuePaymentDialog branchId={branchId} due={paying} onClose={() => setPaying(null)} />
          <RecordDuePaymentDialog
            branchId={branchId}
            due={collectingDeposit}
            deposit
            onClose={() => setCollectingDeposit(null)}
          />
        </>
      )}
    </ListPage>
  );
}
