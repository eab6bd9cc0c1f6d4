CREATE TABLE "branch_counts" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"tenants_total" integer DEFAULT 0 NOT NULL,
	"tenants_active" integer DEFAULT 0 NOT NULL,
	"complaints_total" integer DEFAULT 0 NOT NULL,
	"complaints_open" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_counts" ADD CONSTRAINT "branch_counts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept as branch_monthly_totals is (0002): one grouped upsert per statement from its transition
-- tables, each row +1 as it is after and -1 as it was before; a statement that changes no count
-- (a tenant's name, a complaint's description) touches nothing. Rows of a branch being deleted
-- are skipped (the join on branches): its counts go with it by cascade.
CREATE FUNCTION "branch_counts_tenants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_counts AS t (branch_id, tenants_total, tenants_active)
    SELECT c.branch_id, sum(c.sign), coalesce(sum(c.sign) FILTER (WHERE c.left_at IS NULL), 0)
    FROM (%s) c JOIN branches b ON b.id = c.branch_id
    GROUP BY 1
    HAVING sum(c.sign) <> 0 OR coalesce(sum(c.sign) FILTER (WHERE c.left_at IS NULL), 0) <> 0
    ORDER BY 1
    ON CONFLICT (branch_id) DO UPDATE SET
      tenants_total = t.tenants_total + excluded.tenants_total,
      tenants_active = t.tenants_active + excluded.tenants_active
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "branch_counts_complaints"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_counts AS t (branch_id, complaints_total, complaints_open)
    SELECT c.branch_id, sum(c.sign),
      coalesce(sum(c.sign) FILTER (WHERE c.status IN ('open', 'in_progress')), 0)
    FROM (%s) c JOIN branches b ON b.id = c.branch_id
    GROUP BY 1
    HAVING sum(c.sign) <> 0
      OR coalesce(sum(c.sign) FILTER (WHERE c.status IN ('open', 'in_progress')), 0) <> 0
    ORDER BY 1
    ON CONFLICT (branch_id) DO UPDATE SET
      complaints_total = t.complaints_total + excluded.complaints_total,
      complaints_open = t.complaints_open + excluded.complaints_open
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tenants_counts_insert" AFTER INSERT ON "tenants" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_tenants();
--> statement-breakpoint
CREATE TRIGGER "tenants_counts_update" AFTER UPDATE ON "tenants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_tenants();
--> statement-breakpoint
CREATE TRIGGER "tenants_counts_delete" AFTER DELETE ON "tenants" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_tenants();
--> statement-breakpoint
CREATE TRIGGER "complaints_counts_insert" AFTER INSERT ON "complaints" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_complaints();
--> statement-breakpoint
CREATE TRIGGER "complaints_counts_update" AFTER UPDATE ON "complaints" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_complaints();
--> statement-breakpoint
CREATE TRIGGER "complaints_counts_delete" AFTER DELETE ON "complaints" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_complaints();
--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO "branch_counts" (branch_id, tenants_total, tenants_active)
SELECT branch_id, count(*), count(*) FILTER (WHERE left_at IS NULL) FROM "tenants" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "branch_counts" AS t (branch_id, complaints_total, complaints_open)
SELECT branch_id, count(*), count(*) FILTER (WHERE status IN ('open', 'in_progress')) FROM "complaints" GROUP BY 1
ON CONFLICT (branch_id) DO UPDATE SET
  complaints_total = excluded.complaints_total, complaints_open = excluded.complaints_open;
