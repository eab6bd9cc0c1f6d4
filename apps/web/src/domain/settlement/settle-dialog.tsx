import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/dates';
import {
  CHECKOUT_IN_FUTURE,
  MAX_DEDUCTIONS,
  SETTLEMENT_TEXTS,
  type Settlement,
  type SettlementPreview,
  settlementForm,
  type TermLine,
  type TermLineFigure,
} from '@pg/contracts/settlements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-input';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, MoneyField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { SelectFormField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { PAYMENT_METHOD_OPTIONS, referenceFieldFor } from '@/domain/payments/payment-fields';
import { apiClient, errorMessage } from '@/lib/api-client';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { formatDate, formatMoney } from '@/lib/format';
import { idempotencyHeaders, useIdempotencyKey } from '@/lib/idempotency';
import { queryRoots, useChangeMutation } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

type FormValues = z.input<typeof settlementForm>;
type Output = z.output<typeof settlementForm>;
const FIELDS = ['checkout_date', 'refund_method', 'refund_reference', 'note'] as const;

/** The booking being settled: what the dialog says of it. */
export type SettleTarget = {
  id: string;
  tenant_name: string;
  room_number: string;
  bed_number: string;
  /** Null: a monthly stay until notice. */
  end_date: string | null;
  /** Checked out with a deposit held or money owed: the settlement comes after the check-out. */
  settlement_due?: boolean;
};

/** A deduction's typed amount when it is a valid one, as the text the server reads. */
const validAmount = (typed: string | number | undefined) => {
  const text = String(typed ?? '').trim();
  return /^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0 ? text : null;
};

/** GET the settlement's figures (worked out by the server, nothing kept). */
function getPreview(
  id: string,
  checkout: string,
  amounts: string[],
  waived: TermLine[],
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ checkout_date: checkout });
  for (const a of amounts) params.append('deduction', a);
  for (const w of waived) params.append('waive', w);
  return apiClient.get<SettlementPreview>(
    `/api/bookings/${encodeURIComponent(id)}/settlement/preview?${params.toString()}`,
    { signal },
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'flex justify-between gap-4 border-t pt-2 font-semibold' : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A line a monthly stay's terms add (notice not served, lock-in): its amount, and 'Waive' with the
 * reason it is waived for (required, kept in the audit log).
 */
function TermLineRow({
  line,
  index,
  onWaive,
  form,
  disabled,
}: {
  line: TermLineFigure;
  /** The line's place among the waivers; -1: not waived. */
  index: number;
  onWaive: (on: boolean) => void;
  form: Parameters<typeof fieldsOf<FormValues>>[0];
  disabled: boolean;
}) {
  const field = fieldsOf(form);
  const id = `waive-${line.line}`;
  return (
    <div className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex justify-between gap-4">
        <div>
          <p className="font-medium">{line.label}</p>
          <p className="text-muted-foreground">{line.description}</p>
        </div>
        <p className={index >= 0 ? 'tabular-nums line-through' : 'tabular-nums'}>
          {formatMoney(line.amount)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={index >= 0}
          onCheckedChange={(c) => onWaive(c === true)}
          disabled={disabled}
        />
        <Label htmlFor={id}>Waive {line.label.toLowerCase()}</Label>
      </div>
      {index >= 0 && (
        <InputField
          {...field(`waivers.${index}.reason`)}
          label={`Reason for waiving ${line.label.toLowerCase()}`}
          placeholder="Moving for a new job"
        />
      )}
    </div>
  );
}

/** What the settlement came to, with 'Print settlement' at hand until the dialog is closed. */
function SettledResult({ done, onClose }: { done: Settlement; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <DialogFrame
      open
      onOpenChange={(next) => !next && onClose()}
      title={SETTLEMENT_TEXTS.done}
      description={`${done.tenant_name} left room ${done.room_number}, bed ${done.bed_number} on ${formatDate(done.checkout_date)}.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Done
          </Button>
          <Button onClick={() => navigate(`/bookings/${done.booking_id}/settlement`)}>
            {SETTLEMENT_TEXTS.print}
          </Button>
        </>
      }
    >
      <dl aria-label="Settlement" className="grid gap-1.5 rounded-lg border bg-muted/30 p-3 text-sm">
        <Figure label={SETTLEMENT_TEXTS.depositHeld} value={formatMoney(done.deposit_held)} />
        <Figure label={SETTLEMENT_TEXTS.deductions} value={formatMoney(done.deductions)} />
        {done.owed > 0 ? (
          <Figure label={SETTLEMENT_TEXTS.owed} value={formatMoney(done.owed)} strong />
        ) : (
          <Figure label={SETTLEMENT_TEXTS.refund} value={formatMoney(done.refund)} strong />
        )}
      </dl>
    </DialogFrame>
  );
}

/**
 * 'Settle and check out' (the Bookings page's Update menu, the tenant page), or 'Settle deposit'
 * for a booking checked out with a deposit held or money owed: the check-out date, the deductions
 * from the deposit, and the figures the server works out for them — rent due to the check-out
 * date, charges, payments received, deposit held, and the refund to the tenant or what they still
 * owe. A date after today shows its figures as a preview only; a deduction is checked as it is
 * typed. Confirming settles (and checks out) in one transaction; the result stays on screen with
 * 'Print settlement' until closed.
 */
export function SettleDialog({ target, onClose }: { target: SettleTarget | null; onClose: () => void }) {
  const [done, setDone] = useState<Settlement | null>(null);
  const open = target !== null && done === null;
  const idempotency = useIdempotencyKey(open);
  const settle = useChangeMutation('bookings', {
    mutationFn: ({ id, input, key }: { id: string; input: Output; key: string }) =>
      apiClient.post<Settlement>(`/api/bookings/${encodeURIComponent(id)}/settle`, input, {
        headers: idempotencyHeaders(key),
      }),
  });
  const pending = settle.isPending;
  const form = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(settlementForm),
    // A deduction that cannot be (negative, more than two decimals) says so as it is typed.
    mode: 'onChange',
    defaultValues: {
      checkout_date: '',
      deductions: [],
      waivers: [],
      refund_method: 'cash',
      refund_reference: '',
      note: '',
    },
  });
  const field = fieldsOf(form.control);
  const deductions = useFieldArray({ control: form.control, name: 'deductions' });
  const waivers = useFieldArray({ control: form.control, name: 'waivers' });

  useEffect(() => {
    if (target) {
      const today = todayIso();
      form.reset({
        // The booking's end date when it has passed, else today.
        checkout_date: target.end_date === null ? today : [target.end_date, today].sort()[0]!,
        deductions: [],
        waivers: [],
        refund_method: 'cash',
        refund_reference: '',
        note: '',
      });
      settle.reset();
    }
  }, [target, form, settle.reset]);

  const checkout = useWatch({ control: form.control, name: 'checkout_date' });
  const typed = useWatch({ control: form.control, name: 'deductions' }) ?? [];
  const method = useWatch({ control: form.control, name: 'refund_method' });
  const waived = (useWatch({ control: form.control, name: 'waivers' }) ?? []).map((w) => w.line as TermLine);
  const amounts = useDebouncedValue(
    typed.map((d) => validAmount(d?.amount as string | undefined)).filter((a): a is string => a !== null),
    300,
  );
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(checkout ?? '');
  const preview = useQuery({
    queryKey: [...queryRoots.bookings, 'settlement-preview', target?.id, checkout, amounts, waived],
    queryFn: ({ signal }) => getPreview(target!.id, checkout!, amounts, waived, signal),
    enabled: open && validDate,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const figures = preview.data;
  const refunds = (figures?.refund ?? 0) > 0;
  const ahead = validDate && checkout! > todayIso();

  const onSubmit = form.handleSubmit((input) => {
    if (!target) return;
    if (input.checkout_date > todayIso()) {
      form.setError('checkout_date', { message: CHECKOUT_IN_FUTURE }, { shouldFocus: true });
      return;
    }
    // Only the lines this check-out date offers are waived.
    const offered = new Set((figures?.term_lines ?? []).map((l) => l.line));
    settle.mutate(
      {
        id: target.id,
        input: { ...input, waivers: input.waivers.filter((w) => offered.has(w.line)) },
        key: idempotency.current(),
      },
      {
        onSuccess: (done) => {
          idempotency.renew();
          setDone(done);
        },
        onError: (error) => {
          idempotency.renewIfRefused(error);
          if (!placeFieldErrors(form, error, FIELDS))
            toastFailure('Failed to settle', error, 'Please try again.');
        },
      },
    );
  });

  if (done) {
    return (
      <SettledResult
        done={done}
        onClose={() => {
          setDone(null);
          onClose();
        }}
      />
    );
  }
  const later = target?.settlement_due === true;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={later ? SETTLEMENT_TEXTS.laterTitle : SETTLEMENT_TEXTS.title}
      description={
        target
          ? later
            ? `${target.tenant_name} has checked out of room ${target.room_number}, bed ${target.bed_number}. Settle the deposit and what is owed.`
            : `${target.tenant_name} leaves room ${target.room_number}, bed ${target.bed_number}. An earlier check-out date shortens the stay and its rent.`
          : null
      }
      pending={pending}
      submitLabel={later ? SETTLEMENT_TEXTS.later : SETTLEMENT_TEXTS.action}
      className="sm:max-w-xl"
      onSubmit={onSubmit}
      form={form.control}
    >
      <DateField {...field('checkout_date')} label="Check-out date" />

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">{SETTLEMENT_TEXTS.deductions}</legend>
        {deductions.fields.length === 0 && (
          <p className="text-muted-foreground text-sm">
            No deductions: the whole deposit goes to what is owed.
          </p>
        )}
        {deductions.fields.map((deduction, i) => (
          <div
            key={deduction.id}
            className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_9rem_auto]"
          >
            <div className="col-span-2 sm:col-span-1">
              <InputField
                {...field(`deductions.${i}.reason`)}
                label={`Reason ${i + 1}`}
                placeholder="Damaged mattress"
              />
            </div>
            <MoneyField {...field(`deductions.${i}.amount`)} label={`Amount ${i + 1} (₹)`} />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={`Remove deduction ${i + 1}`}
              onClick={() => deductions.remove(i)}
              disabled={pending}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => deductions.append({ reason: '', amount: '' })}
            disabled={pending || deductions.fields.length >= MAX_DEDUCTIONS}
          >
            <Plus aria-hidden="true" />
            Add deduction
          </Button>
        </div>
      </fieldset>

      {figures && figures.term_lines.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium text-sm">Notice and lock-in</legend>
          {figures.term_lines.map((line) => (
            <TermLineRow
              key={line.line}
              line={line}
              index={waivers.fields.findIndex((w) => w.line === line.line)}
              onWaive={(on) => {
                const i = waivers.fields.findIndex((w) => w.line === line.line);
                if (on && i < 0) waivers.append({ line: line.line, reason: '' });
                if (!on && i >= 0) waivers.remove(i);
              }}
              form={form.control}
              disabled={pending}
            />
          ))}
        </fieldset>
      )}

      <section
        aria-label="Settlement figures"
        aria-live="polite"
        className="rounded-lg border bg-muted/30 p-3 text-sm"
      >
        {figures ? (
          <dl className="grid gap-1.5">
            <Figure
              label={`Rent due to ${formatDate(figures.checkout_date)}`}
              value={formatMoney(figures.rent_due)}
            />
            <Figure label="Charges" value={formatMoney(figures.charges)} />
            <Figure label="Payments received" value={formatMoney(figures.paid)} />
            <Figure label={SETTLEMENT_TEXTS.depositHeld} value={formatMoney(figures.deposit_held)} />
            <Figure label={SETTLEMENT_TEXTS.deductions} value={formatMoney(figures.deductions)} />
            {figures.owed > 0 ? (
              <Figure label={SETTLEMENT_TEXTS.owed} value={formatMoney(figures.owed)} strong />
            ) : (
              <Figure label={SETTLEMENT_TEXTS.refund} value={formatMoney(figures.refund)} strong />
            )}
            {ahead && <p className="pt-1 text-muted-foreground">{SETTLEMENT_TEXTS.previewOnly}</p>}
            {!figures.tenant_leaves && (
              <p className="pt-1 text-muted-foreground">
                The tenant has another booking and stays on as a tenant.
              </p>
            )}
          </dl>
        ) : preview.isError ? (
          <p role="alert" className="text-destructive">
            {errorMessage(preview.error, 'Failed to work out the settlement')}
          </p>
        ) : (
          <div className="grid gap-2">
            <span className="sr-only">Working out the settlement</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        )}
      </section>

      {refunds && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectFormField
            {...field('refund_method')}
            label="Refund paid by"
            options={PAYMENT_METHOD_OPTIONS}
            disabled={pending}
          />
          <InputField {...field('refund_reference')} label={referenceFieldFor(method).label} verbatim />
        </div>
      )}
    </FormDialog>
  );
}
