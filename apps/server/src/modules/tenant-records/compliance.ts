import {
  type ComplianceFlags,
  FORM_C_DUE_HOURS,
  type TenantComplianceFilter,
  VERIFICATION_DUE_DAYS,
  VISA_WARNING_DAYS,
} from '@pg/contracts/tenant-records';
import { type SQL, sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { bookingIs } from '../../lib/statuses.ts';

/**
 * The condition a compliance filter puts on `tenants` (written out in full, for use inside the
 * tenants list's select and the counts alike) on `today`: checked in VERIFICATION_DUE_DAYS days
 * ago or more and not verified; or a foreign national checked in a day ago or more (Form C is due
 * within FORM_C_DUE_HOURS) whose Form C is not marked filed; or a checked-in foreign national whose
 * visa has expired or expires within VISA_WARNING_DAYS days.
 */
export function complianceCondition(filter: TenantComplianceFilter, today: string): SQL {
  const checkedInBy = (days: number) =>
    sql`exists (select 1 from bookings b where b.tenant_id = "tenants"."id" and ${bookingIs('checked_in', 'b')}
      and b.start_date <= ${today}::date - ${days}::int)`;
  if (filter === 'on_notice') {
    return sql`exists (select 1 from bookings b where b.tenant_id = "tenants"."id" and b.notice_given_on is not null
      and (${bookingIs('checked_in', 'b')} or ${bookingIs('booked', 'b')}))`;
  }
  if (filter === 'no_bed') {
    return sql`("tenants"."left_at" is null and not exists (select 1 from bookings b where b.tenant_id = "tenants"."id"
      and (${bookingIs('checked_in', 'b')} or ${bookingIs('booked', 'b')})))`;
  }
  if (filter === 'verification_pending') {
    return sql`("tenants"."verification_status" <> 'verified' and ${checkedInBy(VERIFICATION_DUE_DAYS)})`;
  }
  if (filter === 'visa_expiring') {
    return sql`(lower("tenants"."nationality") <> 'indian' and "tenants"."visa_expiry" is not null
      and "tenants"."visa_expiry" <= ${today}::date + ${VISA_WARNING_DAYS}::int and ${checkedInBy(0)})`;
  }
  return sql`(lower("tenants"."nationality") <> 'indian' and "tenants"."form_c_filed_on" is null
    and ${checkedInBy(FORM_C_DUE_HOURS / 24)})`;
}

/** The dashboard's compliance flags of a branch on `today`. */
export async function complianceFlags(db: Tx, branchId: string, today: string): Promise<ComplianceFlags> {
  const [row] = await query<ComplianceFlags>(
    db,
    sql`select
      count(*) filter (where ${complianceCondition('verification_pending', today)})::int as verification_pending,
      count(*) filter (where ${complianceCondition('form_c_due', today)})::int as form_c_due,
      count(*) filter (where ${complianceCondition('visa_expiring', today)})::int as visa_expiring
    from tenants where branch_id = ${branchId} and left_at is null
      and id in (select tenant_id from bookings where branch_id = ${branchId} and ${bookingIs('checked_in')})`,
  );
  return row!;
}
