import { type SQL, sql } from 'drizzle-orm';
import type { users } from '../../db/schema/auth.ts';

/** How a user is named where they acted: their display name, else their e-mail (null: no user). */
export const displayName = (u: typeof users): SQL<string | null> =>
  sql<string | null>`coalesce(nullif(${u.name}, ''), ${u.email})`;
