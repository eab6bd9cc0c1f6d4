import { OPEN_BOOKING_STATUSES } from '@pg/contracts/bookings';
import {
  isUtrMethod,
  PAYMENT_STATUS_COMPLETED,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentValues,
  RECEIVED_PURPOSES,
  REFUND_MORE_THAN_HELD,
  UTR_METHODS,
  utrAlreadyRecorded,
} from '@pg/contracts/payments';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, query, type Tx } from '../../db/client.ts';
import { isOneOf } from '../../db/schema/columns.ts';
import { beds, branches, rooms } from '../../db/schema/inventory.ts';
import { bookings, payments, tenants } from '../../db/schema/operations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest, conflict, pgError, refuseAfterToday } from '../../lib/errors.ts';
import { purposeIn } from '../../lib/statuses.ts';
import { countingPayments, heldAmount, holdingPayments, paidAmount } from '../ledger/index.ts';
import { askAboutLargeAmount } from './ask-about-large-amount.ts';

const columns = {
  id: payments.id,
  branch_id: payments.branchId,
  tenant_id: payments.tenantId,
  tenant_name: tenants.name,
  booking_id: payments.bookingId,
  room_number: rooms.roomNumber,
  bed_number: beds.bedNumber,
  amount: payments.amount,
  method: payments.method,
  date: payments.date,
  reference: payments.reference,
  note: payments.note,
  status: payments.status,
  purpose: payments.purpose,
  receipt_number: payments.receiptNo,
  voided_at: payments.voidedAt,
  void_reason: payments.voidReason,
  created_at: payments.createdAt,
};

/** Payments joined with their tenant and, when there is one, the booking's room and bed. */
export const selectPayments = <E extends Record<string, SQL>>(db: Tx, extra?: E) =>
  db
    .select({ ...columns, ...(extra as E) })
    .from(payments)
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(beds, eq(beds.id, bookings.bedId))
    .leftJoin(rooms, eq(rooms.id, beds.roomId));

export async function getPayment(db: Tx, id: string) {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row ?? null;
}

/** Everything the printed receipt shows, or null when there is no such payment. */
export async function getPaymentReceipt(db: Tx, id: string) {
  const [row] = await db
    .select({
      ...columns,
      branch_name: branches.name,
      branch_code: branches.code,
      branch_address: branches.address,
      branch_contact: branches.contact,
      tenant_phone: tenants.phone,
      booking_start_date: bookings.startDate,
      booking_end_date: bookings.endDate,
    })
    .from(payments)
    .innerJoin(branches, eq(branches.id, payments.branchId))
    .innerJoin(tenants, eq(tenants.id, payments.tenantId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(beds, eq(beds.id, bookings.bedId))
    .leftJoin(rooms, eq(rooms.id, beds.roomId))
    .where(eq(payments.id, id));
  if (!row) return null;
  const { branch_name, branch_code, branch_address, branch_contact, ...rest } = row;
  const paysFor = row.purpose === 'rent' ? await monthsPaidFor(db, row.tenant_id, id) : null;
  return {
    ...rest,
    branch: { name: branch_name, code: branch_code, address: branch_address, contact: branch_contact },
    months: paysFor?.months ?? [],
    advance: paysFor?.advance ?? false,
  };
}

/**
 * The months a payment of rent and charges pays for, as the balance counts it (the oldest dues are
 * settled first): the tenant's dues summed by month (tenant_dues, upcoming ones too; a stay until notice up to a year after the payment) and the
 * payments that count (countingPayments) summed in date order; the payment covers the months whose
 * stretch of the dues meets its own stretch of the payments. `advance` when it goes beyond every
 * due. A payment that counts for nothing (voided, not completed) pays for no month.
 */
async function monthsPaidFor(db: Tx, tenantId: string, paymentId: string) {
  const [row] = await query<{ months: string[] | null; advance: boolean | null }>(
    db,
    sql`with d as (
          select to_char(due_date, 'YYYY-MM') as month, sum(amount) as amount
          from tenant_dues((select date + 366 from payments where id = ${paymentId}))
          where tenant_id = ${tenantId} group by 1
        ), dc as (
          select month, sum(amount) over (order by month) - amount as lo, sum(amount) over (order by month) as hi
          from d
        ), pc as (
          select id, sum(${paidAmount}) over (order by date, created_at, id) as hi, ${paidAmount} as amount
          from payments where tenant_id = ${tenantId} and ${countingPayments}
        ), me as (select hi - amount as lo, hi from pc where id = ${paymentId})
        select (select array_agg(dc.month order by dc.month) from dc
                where dc.hi > dc.lo and dc.lo < me.hi and dc.hi > me.lo) as months,
          me.hi > (select coalesce(sum(amount), 0) from d) as advance
        from me`,
  );
  return { months: row?.months ?? [], advance: row?.advance ?? false };
}

const notFoundField = (what: string, field: string) =>
  new AppError('not_found', `${what} not found`, { [field]: `${what} not found` });

const BOOKING_OF_ANOTHER_TENANT = 'This booking belongs to another tenant';
const BOOKING_NOT_OPEN = 'Only a booked or checked-in booking can take a payment';
const BOOKING_CANCELLED = 'A cancelled booking cannot take a refund';

/**
 * Whether the security deposit a tenant has paid and not had back (completed deposit payments
 * minus refunds, neither voided) covers `amount`; compared in numeric.
 */
async function depositCovers(tx: Tx, tenantId: string, amount: number) {
  const [row] = await query<{ covers: boolean }>(
    tx,
    sql`select coalesce(sum(${heldAmount}), 0) >= ${amount}::numeric as covers
        from payments where tenant_id = ${tenantId} and ${holdingPayments}`,
  );
  return row!.covers;
}

/** The 409 naming the payment that holds a UTR in the branch, or null when none does. */
async function utrClash(db: Tx, branchId: string, reference: string, exceptId?: string) {
  const [held] = await query<{ date: string; tenant_name: string }>(
    db,
    sql`select to_char(p.date, 'YYYY-MM-DD') as date, t.name as tenant_name
        from payments p join tenants t on t.id = p.tenant_id
        where p.branch_id = ${branchId} and upper(p.reference) = upper(${reference})
          and ${isOneOf(sql`p.method`, UTR_METHODS)} and ${purposeIn(RECEIVED_PURPOSES, 'p')}
          and p.reference is not null and p.voided_at is null
          and not p.utr_unchecked ${exceptId ? sql`and p.id <> ${exceptId}` : sql``}
        limit 1`,
  );
  if (!held) return null;
  const message = utrAlreadyRecorded(held.date, held.tenant_name);
  return conflict(message, { reference: message });
}

/**
 * Refuses (409) a UTR already recorded in the branch: asked first, so the answer names the
 * payment that holds it; payments_branch_utr_key has the last word when two are written at once.
 */
export async function refuseRecordedUtr(
  tx: Tx,
  branchId: string,
  payment: { method: PaymentMethod; reference: string | null; purpose: PaymentPurpose },
  exceptId?: string,
) {
  if (!payment.reference || !isUtrMethod(payment.method)) return;
  if (payment.purpose !== 'rent' && payment.purpose !== 'deposit') return;
  const clash = await utrClash(tx, branchId, payment.reference, exceptId);
  if (clash) throw clash;
}

/**
 * Runs a write that may record a UTR; when payments_branch_utr_key refuses it (another payment
 * with that UTR committed meanwhile), answers the 409 naming that payment, read after the failed
 * transaction has ended.
 */
export async function withUtrCheck<T>(
  db: Db,
  utr: () => { branchId: string; reference: string | null | undefined },
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (err) {
    const { branchId, reference } = utr();
    if (reference && pgError(err)?.constraint === 'payments_branch_utr_key') {
      throw (await utrClash(db, branchId, reference)) ?? err;
    }
    throw err;
  }
}

/**
 * Records a completed payment. The tenant must be of this branch; a booking, when given, must be
 * of this branch, of that tenant, and booked or checked in (a refund may also follow a checked-out
 * one): it is locked (FOR SHARE) until the payment is written, so it cannot be cancelled in
 * between. The tenant's row is locked first (a refund's for update, so two refunds queue and cannot
 * both pay out the same deposit; any other's for share, so a move-out settlement counts it or
 * comes first). A refund is at most the deposit held. A UTR already recorded in the branch is refused
 * (409). A payment dated after `today` (India) is refused: it cannot have been paid yet. Written
 * with its audit record, in one transaction.
 */
export async function createPayment(
  db: Db,
  branchId: string,
  input: PaymentValues,
  actor: { id: string; email: string },
  today: string,
  /** What else the payment's transaction writes (its receipt queued for e-mail). */
  alsoWrite?: (tx: Tx, paymentId: string) => Promise<unknown>,
) {
  refuseAfterToday(input.date, today);
  if (!input.amount_confirmed && input.purpose !== 'refund') {
    await askAboutLargeAmount(db, branchId, input.tenant_id, input.amount, input.purpose, today);
  }
  return withUtrCheck(
    db,
    () => ({ branchId, reference: input.reference }),
    () =>
      db.transaction(async (tx) => {
        const row = await recordPayment(tx, branchId, input, actor);
        await alsoWrite?.(tx, row.id);
        return row;
      }),
  );
}

/** Records a payment inside the caller's transaction (createPayment, a move-out settlement's refund). */
export async function recordPayment(
  tx: Tx,
  branchId: string,
  input: PaymentValues,
  actor: { id: string; email: string },
) {
  const refund = input.purpose === 'refund';
  const tenantQuery = tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, input.tenant_id), eq(tenants.branchId, branchId)));
  const [tenant] = await tenantQuery.for(refund ? 'update' : 'share');
  if (!tenant) throw notFoundField('Tenant', 'tenant_id');

  if (input.booking_id) {
    const [booking] = await tx
      .select({ tenantId: bookings.tenantId, status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, input.booking_id), eq(bookings.branchId, branchId)))
      .for('share');
    if (!booking) throw notFoundField('Booking', 'booking_id');
    if (booking.tenantId !== input.tenant_id) {
      throw badRequest(BOOKING_OF_ANOTHER_TENANT, { booking_id: BOOKING_OF_ANOTHER_TENANT });
    }
    if (refund && booking.status === 'cancelled') {
      throw badRequest(BOOKING_CANCELLED, { booking_id: BOOKING_CANCELLED });
    }
    if (!refund && !(OPEN_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
      throw badRequest(BOOKING_NOT_OPEN, { booking_id: BOOKING_NOT_OPEN });
    }
  }
  if (refund && !(await depositCovers(tx, input.tenant_id, input.amount))) {
    throw badRequest(REFUND_MORE_THAN_HELD, { amount: REFUND_MORE_THAN_HELD });
  }
  await refuseRecordedUtr(tx, branchId, input);

  const [created] = await tx
    .insert(payments)
    .values({
      branchId,
      tenantId: input.tenant_id,
      bookingId: input.booking_id,
      amount: input.amount,
      method: input.method,
      date: input.date,
      reference: input.reference,
      note: input.note,
      purpose: input.purpose,
      status: PAYMENT_STATUS_COMPLETED,
      recordedBy: actor.id,
    })
    .returning({ id: payments.id });
  const row = (await getPayment(tx, created!.id))!;
  await writeAudit(tx, {
    actor,
    action: 'payment.create',
    entity: 'payment',
    entityId: row.id,
    after: row,
  });
  return row;
}
