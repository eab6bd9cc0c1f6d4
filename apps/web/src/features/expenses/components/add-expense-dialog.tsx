import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso } from '@pg/contracts/common';
import { expenseInput } from '@pg/contracts/expenses';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateExpense } from '@/features/expenses/api/create-expense';
import { ApiError, errorMessage } from '@/lib/api-client';

type FormValues = z.input<typeof expenseInput>;
type FieldName = keyof FormValues;
const FIELDS: FieldName[] = ['date', 'category', 'amount', 'vendor', 'note'];

/** Suggestions only: the category is free text. */
const CATEGORY_SUGGESTIONS = [
  'Electricity',
  'Water',
  'Groceries',
  'Gas',
  'Internet',
  'Maintenance',
  'Repairs',
  'Cleaning',
  'Salaries',
  'Rent',
  'Laundry',
  'Other',
];

const blank = (): FormValues => ({ date: todayIso(), category: '', amount: '', vendor: '', note: '' });

type AddExpenseDialogProps = {
  branchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Add Expense: date (today by default), category and amount required; vendor and note optional. */
export function AddExpenseDialog({ branchId, open, onOpenChange }: AddExpenseDialogProps) {
  const create = useCreateExpense(branchId);
  const pending = create.isPending;
  const categoriesId = useId();

  const form = useForm<FormValues, unknown, z.output<typeof expenseInput>>({
    resolver: zodResolver(expenseInput),
    defaultValues: blank(),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(blank());
      create.reset();
    }
  }, [open, form, create.reset]);

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      let placed = false;
      for (const name of FIELDS) {
        const message = error.fields[name];
        if (message) {
          form.setError(name, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (placed) return;
    }
    toast.error('Failed to add expense', { description: errorMessage(error, 'Please try again.') });
  };

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: () => {
        toast.success('Expense added successfully');
        onOpenChange(false);
      },
      onError,
    });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Expense</DialogTitle>
          <DialogDescription>Money the branch spent: bills, groceries, repairs, salaries.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date" error={errors.date?.message}>
              {(control) => <Input type="date" {...control} {...form.register('date')} />}
            </FormField>
            <FormField label="Amount (₹)" error={errors.amount?.message}>
              {(control) => (
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0.01"
                  placeholder="0.00"
                  {...control}
                  {...form.register('amount')}
                />
              )}
            </FormField>
          </div>
          <FormField label="Category" error={errors.category?.message}>
            {(control) => (
              <>
                <Input
                  list={categoriesId}
                  autoComplete="off"
                  placeholder="e.g. Electricity"
                  {...control}
                  {...form.register('category')}
                />
                <datalist id={categoriesId}>
                  {CATEGORY_SUGGESTIONS.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <FormField label="Vendor (optional)" error={errors.vendor?.message}>
            {(control) => (
              <Input
                autoComplete="off"
                placeholder="Who was paid"
                {...control}
                {...form.register('vendor')}
              />
            )}
          </FormField>
          <FormField label="Note (optional)" error={errors.note?.message}>
            {(control) => <Textarea rows={2} {...control} {...form.register('note')} />}
          </FormField>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner decorative />}
              Add Expense
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
