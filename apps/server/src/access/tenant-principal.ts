import { sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client.ts';

/** The signed-in tenant of a tenant-app request: every tenant route reads the tenant from here. */
export type TenantPrincipal = { tenantId: string; sessionId: string; branchId: string };

/** The tenant of a live tenant session; null once it is revoked or the tenant is gone. */
export async function loadTenantPrincipal(db: Tx, tenantId: string, sessionId: string) {
  const [row] = await query<{ branch_id: string }>(
    db,
    sql`select t.branch_id from tenant_sessions s join tenants t on t.id = s.tenant_id
        where s.id = ${sessionId} and s.tenant_id = ${tenantId} and s.revoked_at is null`,
  );
  return row ? ({ tenantId, sessionId, branchId: row.branch_id } satisfies TenantPrincipal) : null;
}
