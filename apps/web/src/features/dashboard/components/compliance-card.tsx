import { FORM_C_DUE_HOURS, VERIFICATION_DUE_DAYS, VISA_WARNING_DAYS } from '@pg/contracts/tenant-deadlines';
import { ArrowRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { CardIcon } from '@/components/ui/icon-tile';
import { useComplianceFlags } from '@/features/dashboard/api/get-compliance-flags';
import { formatCount } from '@/lib/format';

function Flag({ count, text, to }: { count: number; text: string; to: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 py-1 text-sm underline-offset-4 hover:bg-muted hover:underline"
    >
      <span>
        <span className="font-bold text-lg tabular-nums">{formatCount(count)}</span> {text}
      </span>
      <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
    </Link>
  );
}

/**
 * The records the law asks for, when some are overdue: checked-in tenants not police-verified a
 * week after check-in, foreign nationals whose Form C was not filed within a day, and visas that
 * have ended or end within a month. Each links
 * to the tenants list filtered to them. Nothing is shown while everything is in order.
 */
export function ComplianceCard({ branchId }: { branchId: string }) {
  const flags = useComplianceFlags(branchId).data;
  if (!flags || (flags.verification_pending === 0 && flags.form_c_due === 0 && flags.visa_expiring === 0)) {
    return null;
  }
  return (
    <Card className="gap-2 p-5" role="group" aria-label="Verification pending">
      <div className="flex items-center gap-3">
        <CardIcon icon={ShieldAlert} tone="destructive" />
        <h2 className="font-medium text-muted-foreground text-sm">Verification pending</h2>
      </div>
      {flags.verification_pending > 0 && (
        <Flag
          count={flags.verification_pending}
          text={`not police-verified ${VERIFICATION_DUE_DAYS} days after check-in`}
          to="/tenants?compliance=verification_pending"
        />
      )}
      {flags.form_c_due > 0 && (
        <Flag
          count={flags.form_c_due}
          text={`foreign nationals without Form C filed within ${FORM_C_DUE_HOURS} hours`}
          to="/tenants?compliance=form_c_due"
        />
      )}
      {flags.visa_expiring > 0 && (
        <Flag
          count={flags.visa_expiring}
          text={`foreign nationals whose visa has ended or ends within ${VISA_WARNING_DAYS} days`}
          to="/tenants?compliance=visa_expiring"
        />
      )}
    </Card>
  );
}
