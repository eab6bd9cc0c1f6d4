import { zodResolver } from '@hookform/resolvers/zod';
import { CHARGE_CATEGORIES, chargeForm } from '@pg/contracts/charges';
import { todayIso } from '@pg/contracts/common';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DateInput } from '@/components/ui/date-input';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { MoneyInput } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { useAddCharge } from '@/features/tenants/api/add-charge';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';

type FormValues = z.input<typeof chargeForm>;
const FIELDS = ['date', 'category', 'amount', 'description', 'booking_id'] as const;

const blank = (): FormValues => ({
  date: todayIso(),
  category: 'Electricity',
  amount: '',
  description: '',
  booking_id: '',
});

type AddChargeDialogProps = {
  tenant: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add charge: what a tenant owes besides rent (electricity, food, damage...), due on its date. */
export function AddChargeDialog({ tenant, open, onOpenChange }: AddChargeDialogProps) {
  const add = useAddCharge(tenant.id);
  const idempotency = useIdempotencyKey(open);
  const pending = add.isPending;
  const form = useForm<FormValues, unknown, z.output<typeof chargeForm>>({
    resolver: zodResolver(chargeForm),
    defaultValues: blank(),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(blank());
      add.reset();
    }
  }, [open, form, add.reset]);

  const onSubmit = form.handleSubmit((input) => {
    add.mutate(
      { input, idempotencyKey: idempotency.current() },
      {
        onSuccess: (charge) => {
          idempotency.renew();
          toast.success('Charge added', {
            description: `${charge.category} · ${formatMoney(charge.amount)}, due on ${formatDate(charge.date)}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          idempotency.renewIfRefused(error);
          if (!placeFieldErrors(form, error, FIELDS))
            toastFailure('Failed to add charge', error, 'Please try again.');
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add charge"
      description={`Something ${tenant.name} owes besides rent. It falls due on its date.`}
      pending={pending}
      submitLabel="Add charge"
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          {(control) => (
            <SelectField
              form={form.control}
              name="category"
              control={control}
              options={CHARGE_CATEGORIES.map((c) => ({ value: c, label: c }))}
              disabled={pending}
            />
          )}
        </FormField>
        <FormField label="Amount (₹)" error={errors.amount?.message}>
          {(control) => <MoneyInput {...control} {...form.register('amount')} />}
        </FormField>
      </div>
      <FormField label="Due date" error={errors.date?.message}>
        {(control) => <DateInput form={form.control} name="date" control={control} />}
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        {(control) => (
          <Textarea
            rows={2}
            placeholder="e.g. Meter 1204 to 1290"
            {...control}
            {...form.register('description')}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
