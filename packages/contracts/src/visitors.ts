import { z } from 'zod';
import {
  isoDate,
  isoInstant,
  optionalText,
  queryInt,
  requiredText,
  searchText,
  text,
  uuid,
} from './common.ts';
import { CLOCK_TIME } from './dates.ts';
import { ID_DOCUMENT_TYPES } from './tenant-records.ts';
import { optionalPhoneField } from './tenants.ts';

/*
 * The visitor register a PG keeps at its gate (Bengaluru's 2024 order asks for one apart from
 * the tenants' records): who came, to see whom, when they came in and went out.
 */

/** POST /api/branches/:branchId/visitors: a name and the tenant visited are all that is required. */
export const visitorInput = z
  .object({
    name: requiredText('Visitor name', 200),
    phone: optionalPhoneField,
    tenant_id: uuid.describe('The tenant visited'),
    purpose: optionalText('Purpose', 200),
    /** ISO timestamp; now when left out. */
    in_at: isoInstant('Time in').optional(),
    id_type: z
      .enum(ID_DOCUMENT_TYPES, { message: 'Choose the type of ID' })
      .nullish()
      .transform((v) => v ?? null),
    id_last4: text()
      .trim()
      .nullish()
      .refine((v) => !v || /^[A-Za-z0-9]{4}$/.test(v), {
        message: 'Enter only the last 4 characters of the ID',
      })
      .transform((v) => (v ? v.toUpperCase() : null)),
  })
  .strict();
export type VisitorInput = z.input<typeof visitorInput>;

export const visitorListQuery = z
  .object({
    /** The day (India time) whose visitors are listed; today when left out. */
    date: isoDate('Date').optional(),
    q: searchText().optional(),
    limit: queryInt('Limit', 1, 500, 200),
    offset: queryInt('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  })
  .strict();
export type VisitorListQuery = z.input<typeof visitorListQuery>;

export const visitor = z.object({
  id: z.string(),
  branch_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  purpose: z.string().nullable(),
  in_at: z.string(),
  out_at: z.string().nullable(),
  id_type: z.enum(ID_DOCUMENT_TYPES).nullable(),
  id_last4: z.string().nullable(),
});
export type Visitor = z.infer<typeof visitor>;

export const VISITOR_ALREADY_OUT = 'This visitor has already been marked out';
export const VISITOR_OUT_BEFORE_IN = 'The time out cannot be before the time in';
export const VISITOR_LATER_THAN_NOW = 'The time cannot be later than now';

/** A time of day typed in the register's forms (the day is the register's). */
const clockTime = (label: string) =>
  text({ message: `${label} is required` })
    .trim()
    .regex(CLOCK_TIME, { message: `Enter ${label.toLowerCase()} as HH:MM` });

/** Record Visitor as typed: the time in is a time of the register's day (India). */
export const visitorForm = visitorInput.omit({ in_at: true }).extend({ time_in: clockTime('Time in') });
export type VisitorFormValues = z.input<typeof visitorForm>;

/** POST /api/visitors/:id/out: gone out now (no body), or at `out_at` (entered after the fact). */
export const visitorOutInput = z.preprocess(
  (v) => v ?? {},
  z.object({ out_at: isoInstant('Time out').optional() }).strict(),
);
export type VisitorOutInput = z.input<typeof visitorOutInput>;

/** 'Mark out' as typed: the time out, of the register's day. */
export const visitorOutForm = z.object({ time_out: clockTime('Time out') }).strict();
