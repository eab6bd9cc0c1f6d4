import { z } from 'zod';
import {
  fromFormText,
  isoDate,
  money,
  moneyListQuery,
  optionalText,
  requiredText,
  text,
  voidFields,
} from './common.ts';

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

/**
 * Expenses: searched over category and vendor, filtered by date range and by one category (compared
 * without case or surrounding spaces, as the summary counts them), sorted by date or amount.
 */
export const expenseListQuery = moneyListQuery({
  category: text()
    .trim()
    .toLowerCase()
    .min(1, { message: 'Choose a category from the list' })
    .max(100, { message: 'Category must be at most 100 characters' })
    .optional(),
});
export type ExpenseListQuery = z.output<typeof expenseListQuery>;

export const expense = z.object({
  id: z.string(),
  branch_id: z.string(),
  date: z.string(),
  category: z.string(),
  amount: z.number(),
  vendor: z.string().nullable(),
  note: z.string().nullable(),
  /** A voided expense stays in the list and counts nowhere. */
  ...voidFields,
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
  /** The distinct categories themselves, lower case without surrounding spaces (the list's filter). */
  category_names: z.array(z.string()),
});
export type ExpenseSummary = z.infer<typeof expenseSummary>;
