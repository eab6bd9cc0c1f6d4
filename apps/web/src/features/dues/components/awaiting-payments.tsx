import type { AwaitingPayment } from '@pg/contracts/tenant-app';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
import { toast } from '@/components/ui/toast';
import { VoidDialog } from '@/domain/payments/void-dialog';
import {
  useAwaitingPayments,
  useConfirmPayment,
  useRejectPayment,
} from '@/features/dues/api/awaiting-payments';
import { toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';

/**
 * 'Awaiting confirmation': UPI payments tenants said they made in the tenant app, with their UTR.
 * Confirm once the money is in the account (it becomes a payment with its receipt number), or
 * reject with the reason the tenant reads. Nothing is shown when none waits.
 */
export function AwaitingPayments({ branchId, canConfirm }: { branchId: string; canConfirm: boolean }) {
  const list = useAwaitingPayments(branchId);
  const confirm = useConfirmPayment();
  const reject = useRejectPayment();
  const [rejecting, setRejecting] = useState<AwaitingPayment | null>(null);
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <PageSection
      title="Awaiting confirmation"
      description="UPI payments tenants say they made: check the UTR in your bank account."
    >
      <ul className="flex flex-col divide-y rounded-lg border">
        {items.map((p) => (
          <li key={p.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">{`${p.tenant_name} · ${formatMoney(p.amount)}`}</p>
              <p className="text-muted-foreground text-sm">{`${formatDate(p.date)} · UTR ${p.reference ?? '—'}`}</p>
            </div>
            {canConfirm && (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  aria-label={`Confirm, ${p.tenant_name} ${formatMoney(p.amount)}`}
                  disabled={confirm.isPending}
                  onClick={() =>
                    confirm.mutate(p.id, {
                      onSuccess: (payment) =>
                        toast.success(`Payment confirmed: receipt ${payment.receipt_number ?? ''}`),
                      onError: (error) => toastFailure('Failed to confirm the payment', error),
                    })
                  }
                >
                  Confirm
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Reject, ${p.tenant_name} ${formatMoney(p.amount)}`}
                  onClick={() => setRejecting(p)}
                >
                  Reject
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <VoidDialog
        record={rejecting}
        onClose={() => setRejecting(null)}
        title="Reject payment"
        description="The tenant sees that it was rejected, with your reason. Nothing is recorded as paid."
        mutation={reject}
        doneText="Payment rejected"
        failedText="Failed to reject the payment"
      />
    </PageSection>
  );
}
