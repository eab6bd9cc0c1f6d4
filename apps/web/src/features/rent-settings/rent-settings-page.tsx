import { PageHeader } from '@/components/ui/page-header';
import { BillingCard } from '@/features/rent-settings/components/billing-card';
import { ElectricityCard } from '@/features/rent-settings/components/electricity-card';
import { LateFeeCard } from '@/features/rent-settings/components/late-fee-card';
import { RemindersCard } from '@/features/rent-settings/components/reminders-card';
import { NoBranchSelected, useBranch } from '@/lib/branch-context';
import { useSession } from '@/lib/session';

/**
 * /rent-settings: how the selected branch bills its monthly stays (due day, notice, lock-in), its
 * late fees, its electricity rate and its automatic reminders. Each card saves on its own; without the permission to
 * change one, it is shown read-only.
 */
export function RentSettingsPage() {
  const { selectedBranch } = useBranch();
  const { can } = useSession();
  const branchId = selectedBranch?.id;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Rent settings"
        description={
          selectedBranch
            ? `How ${selectedBranch.name} bills rent, late fees and electricity, and reminds of rent.`
            : undefined
        }
      />
      {branchId ? (
        <div key={branchId} className="grid items-start gap-6 lg:grid-cols-2">
          <BillingCard branchId={branchId} canSave={can('branches:update')} />
          <LateFeeCard branchId={branchId} canSave={can('branches:update')} />
          {can('payments:view') && <ElectricityCard branchId={branchId} canSave={can('payments:update')} />}
          <RemindersCard branchId={branchId} canSave={can('branches:update')} />
        </div>
      ) : (
        <NoBranchSelected what="rent settings" />
      )}
    </div>
  );
}
