import type { Branch } from '@pg/contracts/branches';
import type { DuesRow } from '@pg/contracts/dues';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { UpiPayment } from '@/domain/collecting/collect';
import { formatMoney } from '@/lib/format';
import { owedOf } from './dues-table';

/** A Dues row's UPI QR code: the tenant scans it to pay what they owe to the branch's UPI ID. */
export function UpiQrDialog({
  branch,
  row,
  onClose,
}: {
  branch: Branch;
  row: DuesRow | null;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      className="sm:max-w-sm"
      title="Pay by UPI"
      description={row ? `${row.tenant_name} owes ${formatMoney(row.amount_due)}.` : ''}
    >
      {row && <UpiPayment branch={branch} owed={owedOf(row)} size={260} />}
    </DialogFrame>
  );
}
