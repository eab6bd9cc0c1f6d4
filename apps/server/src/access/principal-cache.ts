import { sql } from 'drizzle-orm';
import { query, type Tx } from '../db/client.ts';
import { loadPrincipal, type Principal } from './principal.ts';

/**
 * Resolved principals of live sessions, kept a few seconds so that a burst of reads does not load
 * the same roles, permissions and branches again for every request. Any write through the API
 * (a role, an override, a branch assignment, a sign-out, a deletion: every non-GET request) empties
 * it, and a load that began before such a write is not kept, so a change made through the console
 * applies at the next request. Writes never use it: they load the principal afresh. A change made
 * outside this process (the command line, another server on the same database) applies at the next
 * request too: every change of access raises `access_version` in its transaction (migration 0032),
 * and each read here first reads that one row (a primary-key lookup, far cheaper than the principal's
 * joins), forgetting everything when it has moved.
 */
export class PrincipalCache {
  private entries = new Map<string, { principal: Principal; until: number }>();
  private branches = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  private version: number | null = null;

  /** Forgets everything when access changed anywhere since the last read (see the class). */
  private async follow(db: Tx) {
    const [row] = await query<{ version: string }>(
      db,
      sql`select version::text from access_version where id = 1`,
    );
    const version = Number(row?.version ?? 0);
    if (version !== this.version) {
      this.invalidate();
      this.version = version;
    }
  }

  async load(db: Tx, userId: string, sessionId: string): Promise<Principal | null> {
    if (this.ttlMs <= 0) return loadPrincipal(db, userId, sessionId);
    await this.follow(db);
    const key = `${userId}:${sessionId}`;
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.until > now) return hit.principal;
    const generation = this.generation;
    const principal = await loadPrincipal(db, userId, sessionId);
    if (principal && generation === this.generation && this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { principal, until: now + this.ttlMs });
    } else if (!principal) {
      this.entries.delete(key);
    }
    return principal;
  }

  /**
   * Whether a branch exists, for a principal who works in every branch (the one query of their
   * branch check): a yes is remembered as long as a principal and forgotten with them at any
   * write; a no is asked again every time, so a branch just created elsewhere is found.
   */
  async branchExists(branchId: string, ask: () => Promise<boolean>): Promise<boolean> {
    const now = this.now();
    const until = this.branches.get(branchId);
    if (until !== undefined && until > now) return true;
    const generation = this.generation;
    const found = await ask();
    if (found && generation === this.generation && this.ttlMs > 0) {
      if (this.branches.size >= this.maxEntries) this.branches.clear();
      this.branches.set(branchId, now + this.ttlMs);
    }
    return found;
  }

  /** Forgets every principal and branch, and any load under way. */
  invalidate() {
    this.generation++;
    this.entries.clear();
    this.branches.clear();
  }
}
