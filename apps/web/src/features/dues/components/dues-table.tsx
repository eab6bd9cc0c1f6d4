import type { Branch } from '@pg/contracts/branches';
import { DUES_TEXTS, type DuesRow, OVERDUE_AFTER_DAYS } from '@pg/contracts/dues';
import { formatIndianMobile } from '@pg/contracts/tenants';
import { QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { actionsColumn, DataTable, type TableState } from '@/components/ui/data-table';
import { type Owed, RemindedNote, ReminderActions } from '@/domain/collecting/collect';
import { formatDate, formatMoney, formatMonth } from '@/lib/format';

/** What a Dues row owes, for the UPI link and the reminder. */
export const owedOf = (row: DuesRow): Owed => ({
  tenantId: row.tenant_id,
  tenantName: row.tenant_name,
  phone: row.phone,
  amount: row.amount_due + row.deposit_due,
  dueDate: row.oldest_due_date,
  months: row.months,
});

type DuesTableProps = {
  rows: DuesRow[];
  /** Loading, failed and empty states (tableStateOf). */
  state: TableState;
  /** Absent when the user may not record payments: no button then. */
  onRecordPayment?: ((row: DuesRow) => void) | undefined;
  /** Collecting a row's security deposit due (a payment of the deposit); absent like onRecordPayment. */
  onCollectDeposit?: ((row: DuesRow) => void) | undefined;
  /** The branch (its UPI ID and message); with it, each row offers its UPI QR code. */
  branch: Branch | null;
  onShowQr: (row: DuesRow) => void;
  /** Whether the user may send (and so record) reminders. */
  canRemind: boolean;
};

/** A row of the table is a tenant: keyed by the tenant's id. */
type Keyed = DuesRow & { id: string };

/**
 * Tenants who owe: who, where, how much rent and charges and how much security deposit (apart), since
 * when, and buttons to record their payment and to collect their deposit.
 */
export function DuesTable({
  rows,
  state,
  onRecordPayment,
  onCollectDeposit,
  branch,
  onShowQr,
  canRemind,
}: DuesTableProps) {
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
              <Link
                to={`/tenants/${row.tenant_id}/statement`}
                className="block font-medium underline-offset-4 hover:underline"
                aria-label={`Statement of ${row.tenant_name}`}
              >
                {row.tenant_name}
              </Link>
              <span className="block text-muted-foreground text-xs">{formatIndianMobile(row.phone)}</span>
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
          header: 'By month',
          className: 'whitespace-nowrap tabular-nums',
          cell: (row) =>
            row.months.length === 0 ? (
              '—'
            ) : (
              <ul aria-label={`${row.tenant_name}'s dues by month`}>
                {row.months.map((m) => (
                  <li key={m.month}>
                    {formatMonth(m.month)}: {formatMoney(m.amount)}
                  </li>
                ))}
              </ul>
            ),
        },
        {
          header: DUES_TEXTS.depositDue,
          headClassName: 'text-right',
          className: 'whitespace-nowrap text-right tabular-nums',
          cell: (row) => (row.deposit_due > 0 ? formatMoney(row.deposit_due) : '—'),
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
          cell: (row) => (
            <>
              {row.due_today > 0 && (
                <span className="block text-xs">{formatMoney(row.due_today)} due today</span>
              )}
              {row.days_overdue > OVERDUE_AFTER_DAYS ? (
                <span className="font-medium text-destructive">{row.days_overdue}</span>
              ) : (
                row.days_overdue
              )}
              <RemindedNote daysAgo={row.reminded_days_ago} />
            </>
          ),
        },
        actionsColumn<Keyed>((row) => (
          <span className="inline-flex flex-wrap justify-end gap-2">
            {branch && canRemind && <ReminderActions branch={branch} owed={owedOf(row)} />}
            {branch && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`UPI QR code for ${row.tenant_name}`}
                onClick={() => onShowQr(row)}
              >
                <QrCode aria-hidden="true" />
                UPI QR
              </Button>
            )}
            {onCollectDeposit && row.deposit_due > 0 && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`${DUES_TEXTS.collectDeposit} of ${row.tenant_name}`}
                onClick={() => onCollectDeposit(row)}
              >
                {DUES_TEXTS.collectDeposit}
              </Button>
            )}
            {onRecordPayment && row.amount_due > 0 && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`${DUES_TEXTS.recordPayment} for ${row.tenant_name}`}
                onClick={() => onRecordPayment(row)}
              >
                {DUES_TEXTS.recordPayment}
              </Button>
            )}
          </span>
        )),
      ]}
      items={items}
      {...state}
      errorText="Failed to load dues"
      emptyText={DUES_TEXTS.empty}
    />
  );
}
