ALTER TABLE "payments" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "branch_monthly_totals" ADD COLUMN "rent_refunds_amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Who recorded each payment already there, as the audit log says: the staff member who created
-- it, or who confirmed a tenant's claim of it.
UPDATE "payments" p SET "recorded_by" = a.actor_id
FROM (
  SELECT DISTINCT ON (entity_id) entity_id, actor_id FROM "audit_log"
  WHERE entity = 'payment' AND action IN ('payment.create', 'payment.confirm') AND actor_id IS NOT NULL
  ORDER BY entity_id, created_at DESC
) a
WHERE a.entity_id = p.id::text;
--> statement-breakpoint
-- Advance rent given back per branch and month, beside the rent collected, so that the profit and
-- loss report reads the monthly totals alone.
CREATE OR REPLACE FUNCTION "branch_monthly_totals_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_monthly_totals AS t
      (branch_id, month, payments_completed_amount, payments_completed_count, payments_pending_count, rent_refunds_amount)
    SELECT c.branch_id, date_trunc('month', c.date)::date,
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.status = 'completed' AND c.counts), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'completed' AND c.counts), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'pending' AND c.counts), 0),
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.status = 'completed' AND c.refunds), 0)
    FROM (SELECT r.*, r.voided_at IS NULL AND r.purpose = 'rent' AS counts,
            r.voided_at IS NULL AND r.purpose = 'rent_refund' AS refunds FROM (%s) r) c
    JOIN branches b ON b.id = c.branch_id
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (branch_id, month) DO UPDATE SET
      payments_completed_amount = t.payments_completed_amount + excluded.payments_completed_amount,
      payments_completed_count = t.payments_completed_count + excluded.payments_completed_count,
      payments_pending_count = t.payments_pending_count + excluded.payments_pending_count,
      rent_refunds_amount = t.rent_refunds_amount + excluded.rent_refunds_amount
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "branch_monthly_totals" AS t (branch_id, month, rent_refunds_amount)
SELECT branch_id, date_trunc('month', date)::date, sum(amount) FROM "payments"
WHERE purpose = 'rent_refund' AND status = 'completed' AND voided_at IS NULL GROUP BY 1, 2
ON CONFLICT (branch_id, month) DO UPDATE SET rent_refunds_amount = t.rent_refunds_amount + excluded.rent_refunds_amount;
