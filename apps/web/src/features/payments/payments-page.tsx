import { MONEY_LIST_SORT_LABELS, MONEY_LIST_SORTS } from '@pg/contracts/lists';
import { paymentImport } from '@pg/contracts/payment-import';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_FILTER_LABELS,
  PAYMENT_STATUS_FILTERS,
  type Payment,
  paymentListQuery,
} from '@pg/contracts/payments';
import { IndianRupee } from 'lucide-react';
import { useState } from 'react';
import { AddButton } from '@/components/ui/add-button';
import { enumFilter, type FilterField } from '@/components/ui/list-filters';
import { ListPage, loadedFigure } from '@/components/ui/list-page';
import { PageHeader } from '@/components/ui/page-header';
import { ImportButton } from '@/domain/imports/import-dialog';
import { VoidDialog } from '@/domain/payments/void-dialog';
import { useVoidPayment } from '@/features/payments/api/correct-payment';
import { usePaymentSummary } from '@/features/payments/api/get-payment-summary';
import { usePayments } from '@/features/payments/api/get-payments';
import { EditPaymentDialog } from '@/features/payments/components/edit-payment-dialog';
import { PaymentsTable } from '@/features/payments/components/payments-table';
import { RecordPaymentDialog } from '@/features/payments/components/record-payment-dialog';
import { NoBranchSelected } from '@/lib/branch-context';
import { formatCount, formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useBranchListing } from '@/lib/use-branch-list';
import {
  filteredTableStateOf,
  listFiltersOf,
  listParamsOf,
  paginationOf,
  searchBoxOf,
  tableSortOf,
} from '@/lib/use-list-search';

const FILTERS = { schema: paymentListQuery, keys: ['from', 'to', 'method', 'status'] } as const;
const FILTER_FIELDS: FilterField[] = [
  { kind: 'date', key: 'from', label: 'From' },
  { kind: 'date', key: 'to', label: 'To' },
  enumFilter('method', 'Method', 'All methods', PAYMENT_METHODS, PAYMENT_METHOD_LABELS),
  enumFilter('status', 'Status', 'All statuses', PAYMENT_STATUS_FILTERS, PAYMENT_STATUS_FILTER_LABELS),
];
const SORTS = {
  options: MONEY_LIST_SORTS.map((s) => ({ value: s, label: MONEY_LIST_SORT_LABELS[s] })),
  fallback: 'date_desc',
};

/** /payments: the selected branch's payments, their total, and recording a new one. */
export function PaymentsPage() {
  const { can } = useSession();
  const { selectedBranch, branchId, listing } = useBranchListing(FILTERS);
  const [recordOpen, setRecordOpen] = useState(false);
  const [editing, setEditing] = useState<Payment | null>(null);
  const [voiding, setVoiding] = useState<Payment | null>(null);
  const voidPayment = useVoidPayment();
  const canCorrect = can('payments:update');

  const params = listParamsOf(listing);
  const list = usePayments(branchId, params);
  const summary = usePaymentSummary(branchId, params);
  const canCreate = can('payments:create');

  return (
    <ListPage
      header={
        <PageHeader
          title="Payments"
          description={
            selectedBranch ? `Rent and other money received at ${selectedBranch.name}.` : undefined
          }
          actions={
            canCreate &&
            branchId && (
              <>
                <ImportButton
                  spec={paymentImport}
                  url={`/api/branches/${branchId}/payments/import`}
                  noun="payments"
                  changed="payments"
                  dates
                />
                <AddButton onClick={() => setRecordOpen(true)}>Record Payment</AddButton>
              </>
            )
          }
        />
      }
      placeholder={!branchId && <NoBranchSelected what="payments" />}
      loadError={{ failed: list.isError, message: 'Failed to load payments', id: 'payments-load-error' }}
      stats={[
        {
          title: 'Rent collected',
          icon: IndianRupee,
          variant: 'success',
          value: loadedFigure(summary, () => formatMoney(summary.data?.total_amount ?? 0), 'w-32'),
          // What the figure counts, over the payments the filters and search pick: rent and
          // charges; the deposits received are said apart, refunds count in neither.
          description: summary.data
            ? `${summary.data.count === 1 ? '1 payment' : `${formatCount(summary.data.count)} payments`} of rent and charges · deposits received apart: ${formatMoney(summary.data.deposits_amount)}`
            : undefined,
        },
      ]}
      search={searchBoxOf(listing, list, {
        label: 'Search payments by tenant name',
        placeholder: 'Search by tenant name...',
      })}
      filters={listFiltersOf(listing, 'payments', FILTER_FIELDS, SORTS)}
      pagination={paginationOf(list, listing, 'payments')}
    >
      <PaymentsTable
        payments={list.data?.items ?? []}
        state={filteredTableStateOf(list, listing, {
          filtered: 'No payments match these filters',
          clearHint: 'Clear the filters to see every payment.',
          searchedHint: 'Try another name.',
          emptyHint: canCreate ? 'Record the first payment of this branch.' : undefined,
        })}
        sort={tableSortOf(listing, SORTS.fallback)}
        onEdit={canCorrect ? setEditing : undefined}
        onVoid={canCorrect ? setVoiding : undefined}
      />
      <EditPaymentDialog payment={editing} onClose={() => setEditing(null)} />
      <VoidDialog
        record={voiding}
        onClose={() => setVoiding(null)}
        title="Void payment"
        description={
          voiding
            ? `${voiding.receipt_number}, ${formatMoney(voiding.amount)} from ${voiding.tenant_name}: it stays in the history, struck through with the reason, its receipt shows VOID, and it counts nowhere.`
            : ''
        }
        mutation={voidPayment}
        doneText="Payment voided"
        failedText="Failed to void payment"
      />
      {branchId && <RecordPaymentDialog branchId={branchId} open={recordOpen} onOpenChange={setRecordOpen} />}
    </ListPage>
  );
}
