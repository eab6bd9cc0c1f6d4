import { zodResolver } from '@hookform/resolvers/zod';
import { CHARGE_CATEGORIES } from '@pg/contracts/charges';
import { todayIso } from '@pg/contracts/dates';
import {
  BULK_CHARGE_LEVEL_LABELS,
  BULK_CHARGE_LEVELS,
  type BulkChargeValues,
  bulkChargeForm,
  NO_CURRENT_TENANTS,
} from '@pg/contracts/electricity';
import { type Floor, type Property, type Room, roomLocation } from '@pg/contracts/inventory';
import { useEffect, useRef, useState } from 'react';
import { type Control, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, MoneyField, TextareaField } from '@/components/ui/form-field';
import { SelectFormField } from '@/components/ui/select-field';
import { toast } from '@/components/ui/toast';
import {
  type BulkChargePreview,
  useAddBulkCharge,
  useChargePlaces,
  usePreviewBulkCharge,
} from '@/features/dues/api/bulk-charge';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { useIdempotencyKey } from '@/lib/idempotency';

type FormValues = z.input<typeof bulkChargeForm>;
const FIELDS: Path<FormValues>[] = [
  'level',
  'property_id',
  'floor_id',
  'room_id',
  'category',
  'amount',
  'date',
  'description',
];
const CATEGORY_OPTIONS = CHARGE_CATEGORIES.map((c) => ({ value: c, label: c }));
const LEVEL_OPTIONS = BULK_CHARGE_LEVELS.map((l) => ({ value: l, label: BULK_CHARGE_LEVEL_LABELS[l] }));

const blank = (): FormValues => ({
  date: todayIso(),
  category: 'Maintenance',
  description: '',
  amount: '',
  level: 'branch',
  property_id: '',
  floor_id: '',
  room_id: '',
});

const tenantsText = (n: number) => (n === 1 ? '1 tenant' : `${formatCount(n)} tenants`);

/**
 * Charge many: one charge (water, maintenance, a festival...) to every current tenant of the
 * branch, or of one property, floor or room. A preview first says how many tenants and the
 * total; confirming writes them all at once (one Idempotency-Key per opening: a double click
 * makes one batch). Each charge is then voided on its own from the tenant's statement.
 */
export function ChargeManyDialog({
  branch,
  open,
  onOpenChange,
}: DialogOpenProps & { branch: { id: string; name: string } }) {
  const form = useForm<FormValues, unknown, BulkChargeValues>({
    resolver: zodResolver(bulkChargeForm),
    defaultValues: blank(),
  });
  const preview = usePreviewBulkCharge(branch.id);
  const commit = useAddBulkCharge(branch.id);
  const idempotency = useIdempotencyKey(open);
  const [previewed, setPreviewed] = useState<{ input: BulkChargeValues; result: BulkChargePreview } | null>(
    null,
  );
  // One request at a time: a double click sends the preview, or the batch, once (the batch's
  // Idempotency-Key would make a second one harmless, but its answer would come as a refusal).
  const sending = useRef(false);
  const { reset: resetPreview } = preview;
  const { reset: resetCommit } = commit;
  useEffect(() => {
    if (open) {
      form.reset(blank());
      setPreviewed(null);
      sending.current = false;
      resetPreview();
      resetCommit();
    }
  }, [open, form, resetPreview, resetCommit]);

  // Once previewed, the summary takes the focus (the fields are locked): Tab goes on to its buttons.
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (previewed) summary.current?.focus();
  }, [previewed]);

  const refused = (title: string) => (error: unknown) => {
    if (!placeFieldErrors(form, error, FIELDS)) toastFailure(title, error, 'Please try again.');
  };

  const settled = () => {
    sending.current = false;
  };

  const onSubmit = form.handleSubmit((input) => {
    if (sending.current) return;
    sending.current = true;
    if (!previewed) {
      preview.mutate(input, {
        onSettled: settled,
        onSuccess: (result) => {
          if (result.count > 0) return setPreviewed({ input, result });
          // Nobody to charge there: said on the field that chose the place.
          const level = form.getValues('level');
          form.setError(
            level === 'branch' ? 'level' : `${level}_id`,
            { message: NO_CURRENT_TENANTS },
            { shouldFocus: true },
          );
        },
        onError: refused('Failed to preview the charges'),
      });
      return;
    }
    commit.mutate(
      { input: previewed.input, idempotencyKey: idempotency.current() },
      {
        onSettled: settled,
        onSuccess: (result) => {
          idempotency.renew();
          toast.success('Charges added', {
            description: `${tenantsText(result.count)} charged, ${formatMoney(result.total)} in all, due on ${formatDate(previewed.input.date)}.`,
          });
          onOpenChange(false);
        },
        onError: (error) => {
          idempotency.renewIfRefused(error);
          setPreviewed(null);
          refused('Failed to add the charges')(error);
        },
      },
    );
  });

  const pending = preview.isPending || commit.isPending || form.formState.isSubmitting;
  const count = previewed?.result.count ?? 0;
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      form={form.control}
      onSubmit={onSubmit}
      pending={pending}
      title="Charge many"
      description={`One charge to every current tenant of ${branch.name}, or of one property, floor or room. Each can be voided on its own.`}
      submitLabel={previewed ? `Charge ${tenantsText(count)}` : 'Preview'}
      className="sm:max-w-xl"
    >
      <fieldset disabled={previewed !== null || pending} className="grid min-w-0 gap-4">
        <PlaceFields branchId={branch.id} form={form.control} level={form.watch('level')} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <SelectFormField {...field('category')} label="Category" options={CATEGORY_OPTIONS} />
          <MoneyField {...field('amount')} label="Amount each (₹)" />
        </div>
        <DateField {...field('date')} label="Due date" />
        <TextareaField
          {...field('description')}
          label="Description (optional)"
          rows={2}
          placeholder="e.g. Water, November"
        />
      </fieldset>
      {previewed && (
        <div
          ref={summary}
          tabIndex={-1}
          role="status"
          className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <p className="font-medium">
            {`${tenantsText(count)} · ${formatMoney(previewed.input.amount)} each · ${formatMoney(previewed.result.total)} in all`}
          </p>
          <ul className="max-h-32 overflow-y-auto text-muted-foreground" aria-label="Tenants charged">
            {previewed.result.tenants.map((t) => (
              <li key={t.id}>{t.name}</li>
            ))}
          </ul>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setPreviewed(null)}
              disabled={pending}
            >
              Change
            </Button>
          </div>
        </div>
      )}
    </FormDialog>
  );
}

/** Who is charged: the level, then the property, floor or room of it. */
function PlaceFields({
  branchId,
  form,
  level,
}: {
  branchId: string;
  form: Control<FormValues, unknown, BulkChargeValues>;
  level: FormValues['level'];
}) {
  const field = fieldsOf(form);
  const places = useChargePlaces(branchId, level);
  const placeholder = (what: string) => (places.isPending ? 'Loading…' : `Choose a ${what}`);
  const items = places.data?.items ?? [];
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <SelectFormField {...field('level')} label="Charge" options={LEVEL_OPTIONS} />
      {level === 'property' && (
        <SelectFormField
          {...field('property_id')}
          label="Property"
          placeholder={placeholder('property')}
          options={(items as Property[]).map((p) => ({ value: p.id, label: p.name }))}
        />
      )}
      {level === 'floor' && (
        <SelectFormField
          {...field('floor_id')}
          label="Floor"
          placeholder={placeholder('floor')}
          options={(items as Floor[]).map((f) => ({
            value: f.id,
            label: roomLocation(f),
            description: f.name,
          }))}
        />
      )}
      {level === 'room' && (
        <SelectFormField
          {...field('room_id')}
          label="Room"
          placeholder={placeholder('room')}
          options={(items as Room[]).map((r) => ({
            value: r.id,
            label: `Room ${r.room_number}${r.name ? `: ${r.name}` : ''}`,
            description: roomLocation(r),
          }))}
        />
      )}
    </div>
  );
}
