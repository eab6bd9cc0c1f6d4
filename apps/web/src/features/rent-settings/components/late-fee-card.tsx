import {
  LATE_FEE_KIND_LABELS,
  LATE_FEE_KINDS,
  type LateFeeRule,
  lateFeeRuleForm,
} from '@pg/contracts/late-fees';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldsOf, InputField, MoneyField } from '@/components/ui/form-field';
import { LoadedContent } from '@/components/ui/loaded-content';
import { SelectFormField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast';
import {
  useLateFeeRule,
  useRemoveLateFeeRule,
  useSaveLateFeeRule,
} from '@/features/rent-settings/api/rent-settings';
import { SettingsCard } from '@/features/rent-settings/components/settings-card';
import { useSettingsForm } from '@/features/rent-settings/components/settings-form';
import { toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';

type FormValues = z.input<typeof lateFeeRuleForm>;

const KIND_OPTIONS = LATE_FEE_KINDS.map((k) => ({ value: k, label: LATE_FEE_KIND_LABELS[k] }));
const BLANK: FormValues = { grace_days: '5', kind: 'per_day', amount: '', cap: '' };

const formValues = (rule: LateFeeRule | null): FormValues =>
  rule
    ? {
        grace_days: String(rule.grace_days),
        kind: rule.kind,
        amount: String(rule.amount),
        cap: rule.cap === null ? '' : String(rule.cap),
      }
    : BLANK;

/** '₹50 a day after 5 grace days, at most ₹500 a month, since 1 Jan 2027'. */
function ruleText(rule: LateFeeRule) {
  const fee =
    rule.kind === 'per_day' ? `${formatMoney(rule.amount)} a day` : `${formatMoney(rule.amount)} once`;
  const grace = rule.grace_days === 1 ? '1 grace day' : `${rule.grace_days} grace days`;
  const cap = rule.cap === null ? '' : `, at most ${formatMoney(rule.cap)} a month`;
  return `${fee} after ${grace}${cap}, since ${formatDate(rule.effective_from)}.`;
}

/** Late fees: the grace days after the due day, then a fee per day or a flat fee, with a cap per month. */
export function LateFeeCard({ branchId, canSave }: { branchId: string; canSave: boolean }) {
  const query = useLateFeeRule(branchId);
  const rule = query.data?.rule ?? null;
  const { form, onSubmit, pending } = useSettingsForm({
    schema: lateFeeRuleForm,
    values: query.data && formValues(rule),
    mutation: useSaveLateFeeRule(branchId),
    saved: 'Late fee rule saved',
    failed: 'Failed to save the late fee rule',
  });
  const field = fieldsOf(form.control);
  const remove = useRemoveLateFeeRule(branchId);
  const [removing, setRemoving] = useState(false);
  const perDay = form.watch('kind') === 'per_day';

  return (
    <>
      <SettingsCard
        title="Late fees"
        description="Added each day as 'Late fee' charges to rent left unpaid after the grace days; staff waive one by voiding it."
        status={
          query.data && (rule ? `In force: ${ruleText(rule)}` : 'No late fees: this branch charges none.')
        }
        form={query.data ? form.control : null}
        onSubmit={onSubmit}
        pending={pending || remove.isPending}
        canSave={canSave}
        saveLabel={rule ? 'Save late fees' : 'Start late fees'}
        extraActions={
          rule && (
            <Button type="button" variant="outline" onClick={() => setRemoving(true)}>
              Remove rule
            </Button>
          )
        }
      >
        <LoadedContent
          query={query}
          rows={3}
          rowClassName="h-9 w-full"
          failedText="Failed to load the late fee rule."
        >
          {() => (
            <>
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <InputField
                  {...field('grace_days')}
                  label="Grace days"
                  description="Days after the due day with no fee"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                />
                <SelectFormField {...field('kind')} label="Fee" options={KIND_OPTIONS} />
              </div>
              <div className="grid items-start gap-4 sm:grid-cols-2">
                <MoneyField {...field('amount')} label={perDay ? 'Fee per day (₹)' : 'Flat fee (₹)'} />
                <MoneyField
                  {...field('cap')}
                  label="Cap per month (₹, optional)"
                  description="Empty: no cap"
                />
              </div>
            </>
          )}
        </LoadedContent>
      </SettingsCard>
      <ConfirmDialog
        open={removing}
        title="Remove the late fee rule?"
        description="No new late fees will be added. Late fees already charged stay; void one to waive it."
        confirmLabel="Remove rule"
        pending={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success('Late fee rule removed');
              setRemoving(false);
            },
            onError: (error) =>
              toastFailure('Failed to remove the late fee rule', error, 'Please try again.'),
          })
        }
      />
    </>
  );
}
