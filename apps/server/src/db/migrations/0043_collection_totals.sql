CREATE TABLE "collection_totals" (
	"branch_id" uuid NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"recorded_by" uuid,
	"payments" integer DEFAULT 0 NOT NULL,
	"rent" numeric DEFAULT '0' NOT NULL,
	"deposit" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "collection_totals_key" UNIQUE NULLS NOT DISTINCT("branch_id","date","method","recorded_by")
);
--> statement-breakpoint
ALTER TABLE "collection_totals" ADD CONSTRAINT "collection_totals_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- collection_totals is kept like branch_monthly_totals: statement-level triggers with transition
-- tables, one grouped upsert per statement of the rows it changed (+1 as they are after it, -1 as
-- they were before), in key order so that concurrent writers lock rows in the same order. Groups
-- a statement leaves unchanged (an edit of a note) are not written. Rows of a branch being deleted
-- are skipped (the join on branches): its totals go with it by cascade.
CREATE FUNCTION "collection_totals_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO collection_totals AS t (branch_id, date, method, recorded_by, payments, rent, deposit)
    SELECT c.branch_id, c.date, c.method, c.recorded_by, sum(c.sign),
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.purpose = 'rent'), 0),
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.purpose = 'deposit'), 0)
    FROM (%s) c JOIN branches b ON b.id = c.branch_id
    WHERE c.status = 'completed' AND c.voided_at IS NULL AND c.purpose IN ('rent', 'deposit')
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0
      OR coalesce(sum(c.sign * c.amount) FILTER (WHERE c.purpose = 'rent'), 0) <> 0
      OR coalesce(sum(c.sign * c.amount) FILTER (WHERE c.purpose = 'deposit'), 0) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (branch_id, date, method, recorded_by) DO UPDATE SET
      payments = t.payments + excluded.payments,
      rent = t.rent + excluded.rent,
      deposit = t.deposit + excluded.deposit
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_collections_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_totals_payments();
--> statement-breakpoint
CREATE TRIGGER "payments_collections_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_totals_payments();
--> statement-breakpoint
CREATE TRIGGER "payments_collections_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION collection_totals_payments();
--> statement-breakpoint
-- Totals of the payments already there.
INSERT INTO "collection_totals" (branch_id, date, method, recorded_by, payments, rent, deposit)
SELECT branch_id, date, method, recorded_by, count(*),
  coalesce(sum(amount) FILTER (WHERE purpose = 'rent'), 0),
  coalesce(sum(amount) FILTER (WHERE purpose = 'deposit'), 0)
FROM "payments"
WHERE status = 'completed' AND voided_at IS NULL AND purpose IN ('rent', 'deposit')
GROUP BY 1, 2, 3, 4;
