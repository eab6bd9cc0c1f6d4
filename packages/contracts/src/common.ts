import { z } from 'zod';

/** A UUID in a path or a body. */
export const uuid = z.uuid({ message: 'Must be a valid id' });

export const idParams = z.object({ id: uuid }).strict();
export const branchParams = z.object({ branchId: uuid }).strict();

/** Trimmed text, required, with a length cap. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** Trimmed optional text; an empty string becomes null. */
export const optionalText = (label: string, max = 1000) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `s` is a real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(s: string): boolean {
  if (!DATE_RE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

export const isoDate = (label = 'Date') =>
  z
    .string({ message: `${label} is required` })
    .min(1, { message: `${label} is required` })
    .refine(isIsoDate, { message: `${label} must be a valid date (YYYY-MM-DD)` });

/** Rupees: greater than zero, at most two decimals, below the numeric(12,2) ceiling. */
export const money = (label = 'Amount') =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .refine(Number.isFinite, { message: `${label} must be a number` })
    .refine((v) => v > 0, { message: `${label} must be greater than 0` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, {
      message: `${label} can have at most 2 decimals`,
    })
    .refine((v) => v < 10_000_000_000, { message: `${label} is too large` });

/** Query string of every list: case-insensitive search and offset pagination. */
export const listQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type ListQuery = z.infer<typeof listQuery>;

export const PAGE_SIZE = 50;

export type ListResponse<T> = { items: T[]; total: number };
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number() });

/** Today's date in the console's time zone (India), as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}
