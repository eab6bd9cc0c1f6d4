import { z } from 'zod';
import { isoDate, requiredText } from './common.ts';

/**
 * Notices of a branch ('Water off on Sunday 10 to 12'): staff post one to the whole branch or to
 * one property, with an optional last day; the tenants there read the current ones in their app.
 * Posting, editing and deleting them is part of handling complaints (complaints:create,
 * complaints:update, complaints:delete): the warden who answers tenants also tells them things.
 */

/** The last day it is shown: a real date within the years the console takes (isoDate); empty: none. */
const endsOn = z
  .preprocess((v) => (v === '' ? null : v), isoDate('Show until').nullish())
  .transform((v) => v ?? null);

export const noticeInput = z
  .object({
    title: requiredText('Title', 120),
    body: requiredText('Text', 2000, { multiline: true }),
    /** One property of the branch; null or absent: the whole branch. */
    property_id: z
      .string()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || z.uuid().safeParse(v).success, {
        message: 'Choose a property from the list',
      }),
    /** The last day it is shown; null: until it is deleted. */
    ends_on: endsOn,
  })
  .strict();
export type NoticeValues = z.input<typeof noticeInput>;

export const noticeUpdateInput = z.object({ ends_on: endsOn }).strict();
export type NoticeUpdateValues = z.input<typeof noticeUpdateInput>;

export const notice = z.object({
  id: z.string(),
  branch_id: z.string(),
  property_id: z.string().nullable(),
  /** The property's name, or null for the whole branch. */
  property_name: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  ends_on: z.string().nullable(),
  /** Shown to tenants today (no end, or an end today or later). */
  current: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof notice>;
export const noticeList = z.object({ items: z.array(notice) });

/** A notice as a tenant reads it. */
export const tenantNotice = notice.pick({
  id: true,
  title: true,
  body: true,
  ends_on: true,
  created_at: true,
});
export type TenantNotice = z.infer<typeof tenantNotice>;
export const tenantNotices = z.object({ items: z.array(tenantNotice) });
