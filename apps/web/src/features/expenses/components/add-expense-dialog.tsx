import { todayIso } from '@pg/contracts/dates';
import { type Expense, expenseForm } from '@pg/contracts/expenses';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, MoneyField, TextareaField } from '@/components/ui/form-field';
import { useUpdateExpense } from '@/features/expenses/api/correct-expense';
import { useCreateExpense } from '@/features/expenses/api/create-expense';
import { CategoryField, PropertyField } from '@/features/expenses/components/expense-fields';
import { addOrEdit, useDialogForm } from '@/lib/dialog-form';

type FormValues = z.input<typeof expenseForm>;
type Output = z.output<typeof expenseForm>;
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
  const { form, dialog } = useDialogForm({
    schema: expenseForm,
    open,
    initial: () => (expense ? valuesOf(expense) : blank()),
    ...addOrEdit(
      expense,
      {
        mutation: useCreateExpense(branchId),
        toVariables: (input: Output, idempotencyKey) => ({ input, idempotencyKey }),
      },
      {
        mutation: useUpdateExpense(),
        // An edit changes what the form shows; the property an expense names is kept as it is.
        toVariables: ({ property_id: _kept, ...input }, { id }) => ({ id, input }),
      },
    ),
    // One key per opening: a double click or a retry after a lost connection adds once.
    idempotent: !expense,
    saved: expense ? 'Expense updated' : 'Expense added successfully',
    failed: expense ? 'Failed to update expense' : 'Failed to add expense',
    onDone: () => onOpenChange(false),
    // A draft is kept for a new expense only: an edit starts from the expense itself.
    ...(expense ? {} : { draft: `expense:${branchId}` }),
    fields: FIELDS,
  });
  const field = fieldsOf(form.control);

  return (
    <FormDialog
      {...dialog}
      title={expense ? 'Edit expense' : 'Add Expense'}
      description={
        expense
          ? 'Correct what was entered. The change is kept in the audit log.'
          : 'Money the branch spent: bills, groceries, repairs, salaries.'
      }
      submitLabel={expense ? 'Save changes' : 'Add Expense'}
      className="sm:max-w-lg"
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
