import type { DocumentKind, DocumentLink, LinkedDocument } from '@pg/contracts/document-links';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { query, type Tx } from '../../db/client.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { type DocumentClaim, readDocumentLink, signDocumentLink } from '../../lib/signed-links.ts';
import { tenantStatement } from '../ledger/index.ts';
import { getPaymentReceipt } from '../payments/index.ts';
import { rentReceipts } from '../rent-receipts/index.ts';
import { getSettlement, settlementOfBooking } from '../settlements/index.ts';
import { tenantHome } from '../tenant-app/index.ts';

/** The record each kind of link names, for the audit log. */
const ENTITY: Record<DocumentKind, 'payment' | 'tenant' | 'booking'> = {
  receipt: 'payment',
  'rent-receipts': 'tenant',
  statement: 'tenant',
  settlement: 'booking',
  pay: 'tenant',
};

/**
 * Makes a link to one document, valid for 30 days, and audits who made it: whoever
 * holds the link reads the document without signing in.
 */
export async function createDocumentLink(
  db: Tx,
  config: Pick<Config, 'jwtSecret' | 'clock'>,
  kind: DocumentKind,
  id: string,
  actor: NonNullable<AuditActor>,
  months?: string[],
): Promise<DocumentLink> {
  const { token, expires_at } = signDocumentLink(config, kind, id, months);
  await writeAudit(db, {
    actor,
    action: `${ENTITY[kind]}.share_link`,
    entity: ENTITY[kind],
    entityId: id,
    after: { document: kind, expires_at },
  });
  return { token, expires_at };
}

/** The document of a claim, with the tenant it belongs to; null when it is gone. */
async function documentOf(db: Tx, claim: DocumentClaim, today: string) {
  switch (claim.k) {
    case 'receipt': {
      const receipt = await getPaymentReceipt(db, claim.id);
      return receipt && { tenantId: receipt.tenant_id, document: { kind: 'receipt' as const, receipt } };
    }
    case 'rent-receipts': {
      const data = await rentReceipts(db, claim.id, claim.m ?? []);
      return (
        data && { tenantId: claim.id, document: { kind: 'rent-receipts' as const, rent_receipts: data } }
      );
    }
    case 'statement': {
      const statement = await tenantStatement(db, claim.id, today);
      return statement && { tenantId: claim.id, document: { kind: 'statement' as const, statement } };
    }
    case 'settlement': {
      const { id } = await settlementOfBooking(db, claim.id);
      const settlement = id ? await getSettlement(db, id) : null;
      // Who on the staff confirmed it is the console's business, not the link's.
      return (
        settlement && {
          tenantId: settlement.tenant_id,
          document: { kind: 'settlement' as const, settlement: { ...settlement, created_by_email: null } },
        }
      );
    }
    case 'pay': {
      const [tenant] = await query<{ branch_id: string }>(
        db,
        sql`select branch_id from tenants where id = ${claim.id}`,
      );
      const pay = tenant && (await tenantHome(db, { tenantId: claim.id, branchId: tenant.branch_id }, today));
      return pay && { tenantId: claim.id, document: { kind: 'pay' as const, pay } };
    }
  }
}

/**
 * The document a link opens on `today`: 'invalid' for a token not signed by this console's secret
 * (or naming nothing it makes links to), 'expired' after its 30 days, 'gone' when the record was
 * deleted or its tenant's personal data was erased, which ends every link to it.
 */
export async function openDocumentLink(
  db: Tx,
  config: Pick<Config, 'jwtSecret' | 'jwtSecretPrevious' | 'clock'>,
  token: string,
  today: string,
): Promise<LinkedDocument | 'invalid' | 'expired' | 'gone'> {
  const read = readDocumentLink(config, token);
  if (read.status !== 'valid') return read.status;
  const found = await documentOf(db, read.claim, today);
  if (!found) return 'gone';
  const [tenant] = await query<{ erased: boolean }>(
    db,
    sql`select erased_at is not null as erased from tenants where id = ${found.tenantId}`,
  );
  if (!tenant || tenant.erased) return 'gone';
  return { ...found.document, expires_at: read.expiresAt.toISOString() } as LinkedDocument;
}
