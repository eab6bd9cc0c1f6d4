import { todayIso } from '@pg/contracts/dates';
import { type RecurringExpense, recurringExpenseEnd, recurringExpenseForm } from '@pg/contracts/expenses';
import { useState } from 'react';
import type { z } from 'zod';
import { AddButton } from '@/components/ui/add-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn, DataTable } from '@/components/ui/data-table';
import { DateField } from '@/components/ui/date-input';
import { type DialogOpenProps, FormDialog } from '@/components/ui/form-dialog';
import { fieldsOf, InputField, MoneyField } from '@/components/ui/form-field';
import { PageSection } from '@/components/ui/page-section';
import {
  useAddRecurringExpense,
  useEndRecurringExpense,
  useRecurringExpenses,
} from '@/features/expenses/api/recurring-expenses';
import { CategoryField, PropertyField } from '@/features/expenses/components/expense-fields';
import { useDialogForm } from '@/lib/dialog-form';
import { formatDate, formatMoney } from '@/lib/format';
import { tableStateOf } from '@/lib/use-list-search';

type FormValues = z.input<typeof recurringExpenseForm>;
const blank = (): FormValues => ({
  category: '',
  amount: '',
  property_id: '',
  vendor: '',
  note: '',
  day_of_month: '1',
  starts_on: todayIso(),
  ends_on: '',
});

/** Enter a monthly expense once (the building's rent, salaries): posted each month on its day. */
function AddRecurringDialog({ branchId, open, onOpenChange }: DialogOpenProps & { branchId: string }) {
  const { form, dialog } = useDialogForm({
    schema: recurringExpenseForm,
    open,
    initial: blank,
    mutation: useAddRecurringExpense(branchId),
    idempotent: true,
    draft: `recurring-expense:${branchId}`,
    saved: (r) => ({
      title: 'Monthly expense added',
      description: `${r.category}, ${formatMoney(r.amount)} on day ${r.day_of_month} of each month`,
    }),
    failed: 'Failed to add the monthly expense',
    onDone: () => onOpenChange(false),
  });
  const field = fieldsOf(form.control);
  return (
    <FormDialog
      {...dialog}
      title="Add monthly expense"
      description="Entered once, posted as an expense every month on its day (a shorter month: its last day), until it ends. Each posting can be voided."
      submitLabel="Add monthly expense"
      className="sm:max-w-lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField {...field('amount')} label="Amount (₹)" />
        <InputField {...field('day_of_month')} label="Day of the month" inputMode="numeric" />
      </div>
      <CategoryField {...field('category')} register={() => form.register('category')} />
      <PropertyField {...field('property_id')} branchId={branchId} open={open} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...field('starts_on')} label="From" />
        <DateField {...field('ends_on')} label="Until (optional)" />
      </div>
      <InputField
        {...field('vendor')}
        label="Vendor (optional)"
        autoComplete="off"
        placeholder="Who is paid"
      />
    </FormDialog>
  );
}

/** End a monthly expense: nothing posts after the date. */
function EndRecurringDialog({ recurring, onClose }: { recurring: RecurringExpense; onClose: () => void }) {
  const { form, dialog } = useDialogForm({
    schema: recurringExpenseEnd,
    open: true,
    initial: () => ({ ends_on: todayIso() }),
    mutation: useEndRecurringExpense(recurring.id),
    saved: 'Monthly expense ended',
    failed: 'Failed to end the monthly expense',
    onDone: onClose,
  });
  return (
    <FormDialog
      {...dialog}
      title="End monthly expense"
      description={`${recurring.category}, ${formatMoney(recurring.amount)} a month: nothing posts after this date. What posted before stays.`}
      submitLabel="End"
    >
      <DateField {...fieldsOf(form.control)('ends_on')} label="Last day" />
    </FormDialog>
  );
}

const postedText = (n: number) => (n === 0 ? 'Not yet' : n === 1 ? 'Once' : `${n} times`);
const untilText = (r: RecurringExpense) => (r.ends_on ? `until ${formatDate(r.ends_on)}` : 'until ended');

/** The branch's monthly expenses: what posts, on which day, how many postings so far; adding and ending one. */
export function RecurringExpenses({ branchId, canAdd }: { branchId: string; canAdd: boolean }) {
  const list = useRecurringExpenses(branchId);
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<RecurringExpense | null>(null);
  const today = todayIso();
  return (
    <PageSection
      title="Monthly expenses"
      description="Posted to the list above each month by themselves."
      actions={canAdd && <AddButton onClick={() => setAdding(true)}>Add monthly expense</AddButton>}
    >
      <DataTable
        label="Monthly expenses"
        columns={[
          { header: 'Category', className: 'font-medium', cell: (r) => r.category },
          {
            header: 'Amount',
            headClassName: 'text-right',
            className: 'text-right tabular-nums',
            cell: (r) => formatMoney(r.amount),
          },
          { header: 'Property', cell: (r) => r.property_name ?? 'Whole branch' },
          {
            header: 'Posts',
            cell: (r) => `Day ${r.day_of_month}, from ${formatDate(r.starts_on)} ${untilText(r)}`,
          },
          {
            header: 'Posted',
            cell: (r) =>
              r.ends_on && r.ends_on < today ? (
                <Badge variant="secondary">Ended</Badge>
              ) : (
                postedText(r.postings)
              ),
          },
          canAdd &&
            actionsColumn<RecurringExpense>((r) =>
              r.ends_on && r.ends_on < today ? null : (
                <Button variant="outline" size="sm" onClick={() => setEnding(r)}>
                  End
                </Button>
              ),
            ),
        ]}
        items={list.data?.items ?? []}
        {...tableStateOf(
          list,
          canAdd ? 'Enter the rent of the building, salaries or the internet once.' : undefined,
        )}
        errorText="Failed to load the monthly expenses"
        emptyText="No monthly expenses"
      />
      <AddRecurringDialog branchId={branchId} open={adding} onOpenChange={setAdding} />
      {ending && <EndRecurringDialog recurring={ending} onClose={() => setEnding(null)} />}
    </PageSection>
  );
}
