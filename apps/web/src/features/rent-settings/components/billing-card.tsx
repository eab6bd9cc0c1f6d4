import { type BranchBilling, branchBillingForm, LOCK_IN_CHARGE_LABELS } from '@pg/contracts/branch-billing';
import { DUE_DAY_MODE_LABELS, DUE_DAY_MODES, LOCK_IN_CHARGES } from '@pg/contracts/rent';
import type { z } from 'zod';
import { fieldsOf, InputField, MoneyField } from '@/components/ui/form-field';
import { LoadedContent } from '@/components/ui/loaded-content';
import { SelectFormField } from '@/components/ui/select-field';
import { useBranchBilling, useSaveBranchBilling } from '@/features/rent-settings/api/rent-settings';
import { SettingsCard } from '@/features/rent-settings/components/settings-card';
import { useSettingsForm } from '@/features/rent-settings/components/settings-form';

type FormValues = z.input<typeof branchBillingForm>;

const DUE_DAY_OPTIONS = DUE_DAY_MODES.map((m) => ({ value: m, label: DUE_DAY_MODE_LABELS[m] }));
const LOCK_IN_OPTIONS = LOCK_IN_CHARGES.map((c) => ({ value: c, label: LOCK_IN_CHARGE_LABELS[c] }));

const formValues = (b: BranchBilling): FormValues => ({
  due_day: b.due_day,
  notice_days: String(b.notice_days),
  lock_in_months: String(b.lock_in_months),
  lock_in_charge: b.lock_in_charge,
  lock_in_amount: b.lock_in_amount === null ? '' : String(b.lock_in_amount),
});

/** Billing: when monthly rent falls due, the notice period, the lock-in and what leaving inside it owes. */
export function BillingCard({ branchId, canSave }: { branchId: string; canSave: boolean }) {
  const query = useBranchBilling(branchId);
  const { form, onSubmit, pending } = useSettingsForm({
    schema: branchBillingForm,
    values: query.data && formValues(query.data),
    mutation: useSaveBranchBilling(branchId),
    saved: 'Billing settings saved',
    failed: 'Failed to save billing settings',
  });
  const field = fieldsOf(form.control);
  const fixed = form.watch('lock_in_charge') === 'fixed';

  return (
    <SettingsCard
      title="Billing"
      description="Defaults for monthly stays: a booking copies them when it is made, and may change them."
      form={query.data ? form.control : null}
      onSubmit={onSubmit}
      pending={pending}
      canSave={canSave}
      saveLabel="Save billing"
    >
      <LoadedContent
        query={query}
        rows={4}
        rowClassName="h-9 w-full"
        failedText="Failed to load the billing settings."
      >
        {() => (
          <>
            <SelectFormField {...field('due_day')} label="Rent falls due on" options={DUE_DAY_OPTIONS} />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <InputField
                {...field('notice_days')}
                label="Notice period (days)"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
              <InputField
                {...field('lock_in_months')}
                label="Lock-in (months)"
                description="0 for none"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
            </div>
            <SelectFormField
              {...field('lock_in_charge')}
              label="Leaving inside the lock-in owes"
              options={LOCK_IN_OPTIONS}
            />
            {fixed && <MoneyField {...field('lock_in_amount')} label="Lock-in charge (₹)" />}
          </>
        )}
      </LoadedContent>
    </SettingsCard>
  );
}
