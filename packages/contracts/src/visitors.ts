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
