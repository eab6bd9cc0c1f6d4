import { DUES_TEXTS, type DuesRow, OVERDUE_AFTER_DAYS } from '@pg/contracts/dues';
import { Button } from '@/components/ui/button';
import { DataTable, type TableState } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';

type DuesTableProps = {
  rows: DuesRow[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  /** Absent when the user may not record payments: no button then. */
  onRecordPayment?: ((row: DuesRow) => void) | undefined;
};

/** A row of the table is a tenant: keyed by the tenant's id. */
type Keyed = DuesRow & { id: string };

/** Tenants who owe: who, where, how much, since when, and a button to record their payment. */
export function DuesTable({ rows, state, onRecordPayment }: DuesTableProps) {
  const items: Keyed[] = rows.map((row) => ({ ...row, id: row.tenant_id }));
  return (
    <DataTable<Keyed>
      label="Dues"
      columns={[
        {
          header: 'Tenant',
          className: 'min-w-36',
          cell: (row) => (
            <>
              <span className="block font-medium">{row.tenant_name}</span>
              <span className="block text-muted-foreground text-xs">{row.phone}</span>
            </>
          ),
        },
        {
          header: 'Room and bed',
          className: 'whitespace-nowrap',
          cell: (row) => (row.room_number ? `Room ${row.room_number} · Bed ${row.bed_number}` : '—'),
        },
        {
          header: 'Amount due',
          headClassName: 'text-right',
          className: 'whitespace-nowrap text-right font-medium tabular-nums',
          cell: (row) => formatMoney(row.amount_due),
        },
        {
          header: 'Oldest unpaid',
          className: 'whitespace-nowrap',
          cell: (row) => formatDate(row.oldest_due_date),
        },
        {
          header: 'Days overdue',
          headClassName: 'text-right',
          className: 'text-right tabular-nums',
          cell: (row) =>
            row.days_overdue > OVERDUE_AFTER_DAYS ? (
              <span className="font-medium text-destructive">{row.days_overdue}</span>
            ) : (
              row.days_overdue
            ),
        },
        {
          header: 'Actions',
          hiddenHeader: true,
          headClassName: 'text-right',
          className: 'text-right',
          cell: (row) =>
            onRecordPayment && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`${DUES_TEXTS.recordPayment} for ${row.tenant_name}`}
                onClick={() => onRecordPayment(row)}
              >
                {DUES_TEXTS.recordPayment}
              </Button>
            ),
        },
      ]}
      items={items}
      {...state}
      errorText="Failed to load dues"
      emptyText={DUES_TEXTS.empty}
    />
  );
}
