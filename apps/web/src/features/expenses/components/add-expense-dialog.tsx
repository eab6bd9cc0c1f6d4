import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/dates';
import { type Expense, expenseForm } from '@pg/contracts/expenses';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, MoneyField, TextareaField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUpdateExpense } from '@/features/expenses/api/correct-expense';
import { useCreateExpense } from '@/features/expenses/api/create-expense';
import { CategoryField, PropertyField } from '@/features/expenses/components/expense-fields';
import { useFormDraft } from '@/lib/form-draft';
import { placeFieldErrors, toastFailure } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency';

type FormValues = z.input<typeof expenseForm>;
type FieldName = keyof FormValues;
const FIELDS: FieldName[] = ['date', 'category', 'amount', 'property_id', 'vendor', 'note'];

const blank = (): FormValues => ({
  date: todayIso(),
  category: '',
  amount: '',
  property_id: '',
  vendor: '',
  note: '',
});
const valuesOf = (e: Expense): FormValues => ({
  date: e.date,
  category: e.category,
  amount: String(e.amount),
  property_id: e.property_id ?? '',
  vendor: e.vendor ?? '',
  note: e.note ?? '',
});

type AddExpenseDialogProps = DialogOpenProps & {
  branchId: string;
  /** Edit this expense instead of adding one (the change is audited). */
  expense?: Expense | null;
};

/**
 * Add Expense: date (today by default), category and amount required; property (or the whole
 * branch), vendor and note optional.
 * With `expense`, the same form edits it ('Edit expense').
 */
export function AddExpenseDialog({ branchId, open, onOpenChange, expense = null }: AddExpenseDialogProps) {
  const create = useCreateExpense(branchId);
  const update = useUpdateExpense();
  // One key per opening: a double click or a retry after a lost connection adds once.
  const idempotency = useIdempotencyKey(open, `expense:${branchId}`);
  const pending = create.isPending || update.isPending;

  const form = useForm<FormValues, unknown, z.output<typeof expenseForm>>({
    resolver: zodResolver(expenseForm),
    defaultValues: blank(),
  });
  const field = fieldsOf(form.control);

  useEffect(() => {
    if (open) {
      form.reset(expense ? valuesOf(expense) : blank());
      create.reset();
      update.reset();
    }
  }, [open, expense, form, create.reset, update.reset]);
  // A draft is kept for a new expense only: an edit starts from the expense itself.
  useFormDraft(form, `expense:${branchId}`, open && !expense);

  const onError = (error: unknown) => {
    idempotency.renewIfRefused(error);
    if (!placeFieldErrors(form, error, FIELDS))
      toastFailure('Failed to add expense', error, 'Please try again.');
  };

  const onSubmit = form.handleSubmit((input) => {
    if (expense) {
      // An edit changes what the form shows; the property an expense names is kept as it is.
      const { property_id: _kept, ...changes } = input;
      update.mutate(
        { id: expense.id, input: changes },
        {
          onSuccess: () => {
            toast.success('Expense updated');
            onOpenChange(false);
          },
          onError: (error) => {
            if (!placeFieldErrors(form, error, FIELDS))
              toastFailure('Failed to update expense', error, 'Please try again.');
          },
        },
      );
      return;
    }
    create.mutate(
      { input, idempotencyKey: idempotency.current() },
      {
        onSuccess: () => {
          idempotency.renew();
          toast.success('Expense added successfully');
          onOpenChange(false);
        },
        onError,
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={expense ? 'Edit expense' : 'Add Expense'}
      description={
        expense
          ? 'Correct what was entered. The change is kept in the audit log.'
          : 'Money the branch spent: bills, groceries, repairs, salaries.'
      }
      pending={pending}
      submitLabel={expense ? 'Save changes' : 'Add Expense'}
      className="sm:max-w-lg"
      onSubmit={onSubmit}
      form={form.control}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...field('date')} label="Date" />
        <MoneyField {...field('amount')} label="Amount (₹)" />
      </div>
      <CategoryField {...field('category')} register={() => form.register('category')} />
      <PropertyField {...field('property_id')} branchId={branchId} open={open} fixed={expense !== null} />
      <InputField
        {...field('vendor')}
        label="Vendor (optional)"
        autoComplete="off"
        placeholder="Who was paid"
      />
      <TextareaField {...field('note')} label="Note (optional)" rows={2} />
    </FormDialog>
  );
}
