CREATE TABLE "tenant_accounts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"branch_id" uuid NOT NULL,
	"billed" numeric DEFAULT '0' NOT NULL,
	"paid" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_accounts" ADD CONSTRAINT "tenant_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_accounts" ADD CONSTRAINT "tenant_accounts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_accounts_open_idx" ON "tenant_accounts" USING btree ("branch_id","tenant_id") WHERE "tenant_accounts"."billed" > "tenant_accounts"."paid";--> statement-breakpoint
CREATE INDEX "payments_branch_deposits_idx" ON "payments" USING btree ("branch_id") WHERE "payments"."purpose" in ('deposit', 'refund') and "payments"."status" = 'completed' and "payments"."voided_at" is null;--> statement-breakpoint
-- tenant_accounts is kept like branch_monthly_totals: statement-level triggers with transition
-- tables, one grouped upsert per statement in tenant order, each changed row counted +1 as it is
-- after the statement and -1 as it was before (so a changed total, status, tenant or void moves
-- the right tenants). Rows of a tenant being deleted are skipped (the join on tenants): the
-- account goes with the tenant by cascade.
CREATE FUNCTION "tenant_accounts_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO tenant_accounts AS a (tenant_id, branch_id, billed)
    SELECT c.tenant_id, t.branch_id, sum(c.sign * c.total_rent)
    FROM (%s) c JOIN tenants t ON t.id = c.tenant_id
    WHERE c.status IN ('booked', 'checked_in', 'checked_out')
    GROUP BY 1, 2
    HAVING sum(c.sign * c.total_rent) <> 0
    ORDER BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET billed = a.billed + excluded.billed
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tenant_accounts_charges"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO tenant_accounts AS a (tenant_id, branch_id, billed)
    SELECT c.tenant_id, t.branch_id, sum(c.sign * c.amount)
    FROM (%s) c JOIN tenants t ON t.id = c.tenant_id
    WHERE c.voided_at IS NULL
    GROUP BY 1, 2
    HAVING sum(c.sign * c.amount) <> 0
    ORDER BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET billed = a.billed + excluded.billed
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "tenant_accounts_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO tenant_accounts AS a (tenant_id, branch_id, paid)
    SELECT c.tenant_id, t.branch_id, sum(c.sign * c.amount)
    FROM (%s) c JOIN tenants t ON t.id = c.tenant_id
    WHERE c.status = 'completed' AND c.voided_at IS NULL AND c.purpose = 'rent'
    GROUP BY 1, 2
    HAVING sum(c.sign * c.amount) <> 0
    ORDER BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET paid = a.paid + excluded.paid
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_accounts_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_bookings();
--> statement-breakpoint
CREATE TRIGGER "bookings_accounts_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_bookings();
--> statement-breakpoint
CREATE TRIGGER "bookings_accounts_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_bookings();
--> statement-breakpoint
CREATE TRIGGER "charges_accounts_insert" AFTER INSERT ON "charges" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_charges();
--> statement-breakpoint
CREATE TRIGGER "charges_accounts_update" AFTER UPDATE ON "charges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_charges();
--> statement-breakpoint
CREATE TRIGGER "charges_accounts_delete" AFTER DELETE ON "charges" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_charges();
--> statement-breakpoint
CREATE TRIGGER "payments_accounts_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_payments();
--> statement-breakpoint
CREATE TRIGGER "payments_accounts_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_payments();
--> statement-breakpoint
CREATE TRIGGER "payments_accounts_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_accounts_payments();
--> statement-breakpoint
-- The accounts of the data already there.
INSERT INTO "tenant_accounts" (tenant_id, branch_id, billed, paid)
SELECT t.id, t.branch_id,
  coalesce((SELECT sum(total_rent) FROM bookings
            WHERE tenant_id = t.id AND status IN ('booked', 'checked_in', 'checked_out')), 0)
  + coalesce((SELECT sum(amount) FROM charges WHERE tenant_id = t.id AND voided_at IS NULL), 0),
  coalesce((SELECT sum(amount) FROM payments
            WHERE tenant_id = t.id AND status = 'completed' AND voided_at IS NULL AND purpose = 'rent'), 0)
FROM tenants t;
