CREATE TABLE "branch_monthly_totals" (
	"branch_id" uuid NOT NULL,
	"month" date NOT NULL,
	"payments_completed_amount" numeric DEFAULT '0' NOT NULL,
	"payments_completed_count" integer DEFAULT 0 NOT NULL,
	"payments_pending_count" integer DEFAULT 0 NOT NULL,
	"expenses_amount" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "branch_monthly_totals_branch_id_month_pk" PRIMARY KEY("branch_id","month")
);
--> statement-breakpoint
ALTER TABLE "branch_monthly_totals" ADD CONSTRAINT "branch_monthly_totals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The totals are kept by statement-level triggers with transition tables: one grouped upsert per
-- statement, whatever its number of rows, in (branch, month) order so that concurrent writers lock
-- rows in the same order. Each changed row counts +1 as it is after the statement and -1 as it was
-- before. Rows of a branch being deleted are skipped (the join on branches): its totals go with it
-- by cascade. `branch_monthly_totals_rows` gives the rows a statement changed, signed.
CREATE FUNCTION "branch_monthly_totals_rows"(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 FROM old_rows o'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "branch_monthly_totals_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_monthly_totals AS t
      (branch_id, month, payments_completed_amount, payments_completed_count, payments_pending_count)
    SELECT c.branch_id, date_trunc('month', c.date)::date,
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.status = 'completed'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'completed'), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'pending'), 0)
    FROM (%s) c JOIN branches b ON b.id = c.branch_id
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (branch_id, month) DO UPDATE SET
      payments_completed_amount = t.payments_completed_amount + excluded.payments_completed_amount,
      payments_completed_count = t.payments_completed_count + excluded.payments_completed_count,
      payments_pending_count = t.payments_pending_count + excluded.payments_pending_count
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "branch_monthly_totals_expenses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_monthly_totals AS t (branch_id, month, expenses_amount)
    SELECT c.branch_id, date_trunc('month', c.date)::date, sum(c.sign * c.amount)
    FROM (%s) c JOIN branches b ON b.id = c.branch_id
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (branch_id, month) DO UPDATE SET
      expenses_amount = t.expenses_amount + excluded.expenses_amount
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_totals_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_monthly_totals_payments();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_monthly_totals_payments();
--> statement-breakpoint
CREATE TRIGGER "payments_totals_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_monthly_totals_payments();
--> statement-breakpoint
CREATE TRIGGER "expenses_totals_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_monthly_totals_expenses();
--> statement-breakpoint
CREATE TRIGGER "expenses_totals_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_monthly_totals_expenses();
--> statement-breakpoint
CREATE TRIGGER "expenses_totals_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_monthly_totals_expenses();
--> statement-breakpoint
-- Totals of the data already there.
INSERT INTO "branch_monthly_totals" (branch_id, month, payments_completed_amount, payments_completed_count, payments_pending_count)
SELECT branch_id, date_trunc('month', date)::date,
  coalesce(sum(amount) FILTER (WHERE status = 'completed'), 0),
  count(*) FILTER (WHERE status = 'completed'),
  count(*) FILTER (WHERE status = 'pending')
FROM "payments" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "branch_monthly_totals" AS t (branch_id, month, expenses_amount)
SELECT branch_id, date_trunc('month', date)::date, sum(amount) FROM "expenses" GROUP BY 1, 2
ON CONFLICT (branch_id, month) DO UPDATE SET expenses_amount = t.expenses_amount + excluded.expenses_amount;
