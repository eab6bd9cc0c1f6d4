import { z } from 'zod';
import { optionalText, requiredText, searchText } from './common.ts';

export const branchInput = z
  .object({
    code: requiredText('Code', 50),
    name: requiredText('Name', 200),
    address: optionalText('Address', 500, { multiline: true }),
    contact: optionalText('Contact', 200),
  })
  .strict();
export type BranchInput = z.input<typeof branchInput>;

export const branch = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
  created_at: z.string(),
});
export type Branch = z.infer<typeof branch>;

export const branchListQuery = z
  .object({
    q: searchText().optional(),
    sort: z.enum(['code', 'newest']).default('code'),
  })
  .strict();
