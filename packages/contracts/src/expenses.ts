import { z } from 'zod';
import {
  fromFormText,
  isoDate,
  money,
  moneyListQuery,
  optionalText,
  requiredText,
  text,
  uuid,
  voidFields,
} from './common.ts';
import { wholeNumber } from './inventory.ts';

/** A property chosen from a list, or none ('' from a form's empty choice): the branch as a whole. */
const chosenProperty = z
  .union([z.literal(''), uuid])
  .nullish()
  .transform((v) => (v ? v : null));

const expenseFields = {
  category: requiredText('Category', 100),
  amount: money('Amount'),
  vendor: optionalText('Vendor', 200),
  note: optionalText('Note', 1000, { multiline: true }),
  /** The property it was spent on, of the same branch; none: the branch as a whole. */
  property_id: chosenProperty,
};

/**
 * Add Expense: date (default today), category and amount (> 0, two decimals) required; vendor,
 * note and property optional. A photo of the bill is kept afterwards (PUT /api/expenses/:id/bill).
 */
export const expenseInput = z.object({ date: isoDate('Date'), ...expenseFields }).strict();
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
  property_id: z.string().nullable(),
  property_name: z.string().nullable(),
  /** A photo of the bill is kept (GET /api/expenses/:id/bill). */
  has_bill: z.boolean(),
  /** A recurring expense's posting: which one, and the month it posts for (YYYY-MM-01). */
  recurring_id: z.string().nullable(),
  posted_month: z.string().nullable(),
  /** A voided expense stays in the list and counts nowhere. */
  ...voidFields,
  created_at: z.string(),
});
export type Expense = z.infer<typeof expense>;

export const PROPERTY_OF_OTHER_BRANCH = 'Choose a property of this branch';
export const RECURRING_END_BEFORE_START = 'The end date must be on or after the start date';

/**
 * Add Recurring Expense: posted every month on `day_of_month` (a shorter month: its last day),
 * from `starts_on` (the first posting is the first such day on or after it) until `ends_on`
 * (none: until it is ended), by the daily job; each posting is an expense, voidable as any.
 */
export const recurringExpenseInput = z
  .object({
    ...expenseFields,
    day_of_month: wholeNumber('Day of the month', 1, 31),
    starts_on: isoDate('Start date'),
    ends_on: isoDate('End date').nullish(),
  })
  .strict()
  .refine((v) => !v.ends_on || v.ends_on >= v.starts_on, {
    message: RECURRING_END_BEFORE_START,
    path: ['ends_on'],
  });
export type RecurringExpenseValues = z.output<typeof recurringExpenseInput>;
/** The Add Recurring Expense form: amount and day typed as text. */
export const recurringExpenseForm = z
  .object({
    ...expenseFields,
    amount: fromFormText(money('Amount')),
    day_of_month: fromFormText(wholeNumber('Day of the month', 1, 31)),
    starts_on: isoDate('Start date'),
    ends_on: z
      .union([z.literal(''), isoDate('End date')])
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict()
  .refine((v) => !v.ends_on || v.ends_on >= v.starts_on, {
    message: RECURRING_END_BEFORE_START,
    path: ['ends_on'],
  });

/** Ending a recurring expense: nothing posts after `ends_on` (audited). */
export const recurringExpenseEnd = z.object({ ends_on: isoDate('End date') }).strict();

export const recurringExpense = z.object({
  id: z.string(),
  branch_id: z.string(),
  category: z.string(),
  amount: z.number(),
  vendor: z.string().nullable(),
  note: z.string().nullable(),
  property_id: z.string().nullable(),
  property_name: z.string().nullable(),
  day_of_month: z.number(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  /** The postings so far (voided ones included) and the last month posted (YYYY-MM-01). */
  postings: z.number(),
  last_posted_month: z.string().nullable(),
  created_at: z.string(),
});
export type RecurringExpense = z.infer<typeof recurringExpense>;

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
