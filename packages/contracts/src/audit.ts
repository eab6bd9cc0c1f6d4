import { z } from 'zod';
import { listQuery, text, uuid } from './common.ts';

export const auditListQuery = listQuery.extend({
  entity: text().trim().max(50).optional(),
  /** One branch's entries (of the branches the reader holds). */
  branch_id: uuid.optional(),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  /** The name the actor is shown by now (null: none, or no longer a user). */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  branch_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
