CREATE TABLE "branch_figures" (
	"branch_id" uuid NOT NULL,
	"as_of" date NOT NULL,
	"month" date NOT NULL,
	"version" bigint NOT NULL,
	"beds" integer NOT NULL,
	"occupied" integer NOT NULL,
	"out_of_service" integer NOT NULL,
	"billed" numeric NOT NULL,
	"due_0_30" numeric NOT NULL,
	"due_31_60" numeric NOT NULL,
	"due_61_90" numeric NOT NULL,
	"due_90_plus" numeric NOT NULL,
	"dues" numeric NOT NULL,
	"deposits_due" numeric NOT NULL,
	CONSTRAINT "branch_figures_branch_id_as_of_month_pk" PRIMARY KEY("branch_id","as_of","month")
);
--> statement-breakpoint
CREATE TABLE "branch_versions" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_figures" ADD CONSTRAINT "branch_figures_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_versions" ADD CONSTRAINT "branch_versions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- branch_versions is kept like tenant_accounts: statement-level triggers with transition tables,
-- one upsert per statement of the branches its rows name (before and after), in branch order.
-- Rows of a branch being deleted are skipped (the join on branches): its version goes with it.
CREATE FUNCTION "branch_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_versions AS v (branch_id, version)
    SELECT DISTINCT c.branch_id, 1 FROM (%s) c JOIN branches b ON b.id = c.branch_id
    ORDER BY 1
    ON CONFLICT (branch_id) DO UPDATE SET version = v.version + 1
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payments', 'charges', 'bookings', 'beds', 'settlements'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION branch_versions_bump()', t || '_versions_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION branch_versions_bump()', t || '_versions_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION branch_versions_bump()', t || '_versions_delete', t);
  END LOOP;
END
$$;
