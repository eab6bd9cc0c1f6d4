import { ELECTRICITY_SPLIT_LABELS, ELECTRICITY_SPLITS, electricityRateForm } from '@pg/contracts/electricity';
import type { z } from 'zod';
import { fieldsOf, MoneyField } from '@/components/ui/form-field';
import { LoadedContent } from '@/components/ui/loaded-content';
import { SelectFormField } from '@/components/ui/select-field';
import { useElectricityRate, useSaveElectricityRate } from '@/features/rent-settings/api/rent-settings';
import { SettingsCard } from '@/features/rent-settings/components/settings-card';
import { useSettingsForm } from '@/features/rent-settings/components/settings-form';

type FormValues = z.input<typeof electricityRateForm>;
const SPLIT_OPTIONS = ELECTRICITY_SPLITS.map((s) => ({ value: s, label: ELECTRICITY_SPLIT_LABELS[s] }));

/** Electricity: the rate per unit, an optional minimum bill, and how a room's units are shared. */
export function ElectricityCard({ branchId, canSave }: { branchId: string; canSave: boolean }) {
  const query = useElectricityRate(branchId);
  const rate = query.data?.rate ?? null;
  const { form, onSubmit, pending } = useSettingsForm({
    schema: electricityRateForm,
    values:
      query.data &&
      ({
        rate_per_unit: rate ? String(rate.rate_per_unit) : '',
        minimum_amount: rate?.minimum_amount == null ? '' : String(rate.minimum_amount),
        split: rate?.split ?? 'days',
      } satisfies FormValues),
    mutation: useSaveElectricityRate(branchId),
    saved: 'Electricity rate saved',
    failed: 'Failed to save the electricity rate',
  });
  const field = fieldsOf(form.control);

  return (
    <SettingsCard
      title="Electricity"
      description="A meter reading bills the units since the last one at this rate, shared by the room's tenants."
      status={query.data && !rate && 'No rate yet: set one before a meter reading can be billed.'}
      form={query.data ? form.control : null}
      onSubmit={onSubmit}
      pending={pending}
      canSave={canSave}
      saveLabel="Save electricity"
    >
      <LoadedContent
        query={query}
        rows={3}
        rowClassName="h-9 w-full"
        failedText="Failed to load the electricity rate."
      >
        {() => (
          <>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <MoneyField {...field('rate_per_unit')} label="Rate per unit (₹)" />
              <MoneyField
                {...field('minimum_amount')}
                label="Minimum bill (₹, optional)"
                description="Empty: no minimum"
              />
            </div>
            <SelectFormField {...field('split')} label="A room's bill is shared" options={SPLIT_OPTIONS} />
          </>
        )}
      </LoadedContent>
    </SettingsCard>
  );
}
