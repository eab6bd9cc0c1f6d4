import { z } from 'zod';
import { fromFormText, isoDate, listQuery, money, optionalText, requiredText } from './common.ts';

/** Add Expense: date (default today), category and amount (> 0, two decimals) required; vendor and note optional. */
export const expenseInput = z
  .object({
    date: isoDate('Date'),
    category: requiredText('Category', 100),
    amount: money('Amount'),
    vendor: optionalText('Vendor', 200),
    note: optionalText('Note', 1000, { multiline: true }),
  })
  .strict();
/** The Add Expense form: the amount is typed as text. */
export const expenseForm = expenseInput.extend({ amount: fromFormText(money('Amount')) });
export type ExpenseValues = z.output<typeof expenseInput>;

export const expenseListQuery = listQuery;

export const expense = z.object({
  id: z.string(),
  branch_id: z.string(),
  date: z.string(),
  category: z.string(),
  amount: z.number(),
  vendor: z.string().nullable(),
  note: z.string().nullable(),
  /** A voided expense stays in the list and counts nowhere. */
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Expense = z.infer<typeof expense>;

/**
 * Over the whole branch (not the page): the sum in rupees, the number of expenses, and the number of
 * distinct categories (compared without case or surrounding spaces: "Food" and "food " are one).
 */
export const expenseSummary = z.object({
  total_amount: z.number(),
  count: z.number(),
  categories: z.number(),
});
export type ExpenseSummary = z.infer<typeof expenseSummary>;
