CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"checkout_date" date NOT NULL,
	"booked_end_date" date NOT NULL,
	"tenant_leaves" boolean NOT NULL,
	"rent_due" numeric(12, 2) NOT NULL,
	"charges" numeric(12, 2) NOT NULL,
	"paid" numeric(12, 2) NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"deposit_held" numeric(12, 2) NOT NULL,
	"deductions" numeric(12, 2) NOT NULL,
	"deposit_applied" numeric(12, 2) NOT NULL,
	"refund" numeric(12, 2) NOT NULL,
	"owed" numeric(12, 2) NOT NULL,
	"refund_method" text,
	"refund_reference" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_figures_check" CHECK ("settlements"."refund" >= 0 and "settlements"."owed" >= 0 and "settlements"."deductions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
DROP INDEX "payments_branch_utr_key";--> statement-breakpoint
DROP INDEX "payments_branch_deposits_idx";--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "settlement_id" uuid;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_booking_key" ON "settlements" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "settlements_branch_idx" ON "settlements" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "settlements_tenant_idx" ON "settlements" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_settlement_idx" ON "charges" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_branch_utr_key" ON "payments" USING btree ("branch_id",upper("reference")) WHERE "payments"."method" in ('upi', 'bank_transfer') and "payments"."purpose" in ('rent', 'deposit') and "payments"."reference" is not null and "payments"."voided_at" is null and not "payments"."utr_unchecked";--> statement-breakpoint
CREATE INDEX "payments_branch_deposits_idx" ON "payments" USING btree ("branch_id") WHERE "payments"."purpose" in ('deposit', 'refund', 'deposit_applied') and "payments"."status" = 'completed' and "payments"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('rent', 'deposit', 'refund', 'deposit_applied', 'rent_refund'));--> statement-breakpoint
-- A tenant's paid counts what dues/repository.ts countingPayments and paidAmount count: rent paid,
-- the deposit applied to dues at a move-out settlement, and, taken off, advance rent given back.
-- No payment had either new purpose before this migration, so the stored accounts stand as they are.
CREATE OR REPLACE FUNCTION "tenant_accounts_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO tenant_accounts AS a (tenant_id, branch_id, paid)
    SELECT c.tenant_id, t.branch_id,
      sum(c.sign * CASE c.purpose WHEN 'rent_refund' THEN -c.amount ELSE c.amount END)
    FROM (%s) c JOIN tenants t ON t.id = c.tenant_id
    WHERE c.status = 'completed' AND c.voided_at IS NULL
      AND c.purpose IN ('rent', 'deposit_applied', 'rent_refund')
    GROUP BY 1, 2
    HAVING sum(c.sign * CASE c.purpose WHEN 'rent_refund' THEN -c.amount ELSE c.amount END) <> 0
    ORDER BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET paid = a.paid + excluded.paid
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
