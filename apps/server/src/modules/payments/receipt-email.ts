import { toDisplayDate } from '@pg/contracts/dates';
import { formatRupees } from '@pg/contracts/numbers';
import { PAYMENT_METHOD_LABELS, paymentFor, RECEIVED_PURPOSES } from '@pg/contracts/payments';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { query, type Tx } from '../../db/client.ts';
import { enqueue } from '../messages/index.ts';
import { getPaymentReceipt } from './repository.ts';

/** The e-mail of a payment's receipt: what the printed receipt says, as text. */
export function receiptText(r: NonNullable<Awaited<ReturnType<typeof getPaymentReceipt>>>) {
  const number = r.receipt_number ?? r.id.slice(0, 8);
  const lines = [
    `Dear ${r.tenant_name},`,
    '',
    `${r.branch.name} has received ${formatRupees(r.amount)} from you. Thank you.`,
    '',
    `Receipt: ${number}`,
    `Date: ${toDisplayDate(r.date)}`,
    `Amount: ${formatRupees(r.amount)}`,
    `Paid by: ${PAYMENT_METHOD_LABELS[r.method]}${r.reference ? ` (${r.reference})` : ''}`,
    `For: ${paymentFor(r)}`,
    '',
    [r.branch.name, r.branch.address, r.branch.contact].filter(Boolean).join(', '),
  ];
  return {
    subject: `Receipt ${number} from ${r.branch.name}: ${formatRupees(r.amount)}`,
    body: lines.join('\n'),
  };
}

/**
 * Queues the e-mail of a payment's receipt, in the payment's own transaction (so it is never lost
 * and never sent for a payment rolled back): when the server sends e-mail, the money was received
 * (rent, deposit) and the tenant has an e-mail address.
 */
export async function queueReceipt(tx: Tx, config: Config, paymentId: string) {
  if (!config.messaging.email) return;
  const receipt = await getPaymentReceipt(tx, paymentId);
  if (!receipt || !(RECEIVED_PURPOSES as readonly string[]).includes(receipt.purpose)) return;
  const [tenant] = await query<{ email: string | null }>(
    tx,
    sql`select email from tenants where id = ${receipt.tenant_id}`,
  );
  if (!tenant?.email) return;
  await enqueue(
    tx,
    [
      {
        branchId: receipt.branch_id,
        tenantId: receipt.tenant_id,
        kind: 'receipt',
        channel: 'email',
        dedupeKey: `receipt:${paymentId}:email`,
        recipient: tenant.email,
        ...receiptText(receipt),
        paymentId,
      },
    ],
    config.clock.now(),
  );
}
