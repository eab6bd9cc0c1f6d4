ALTER TABLE "branch_counts" ADD COLUMN "applications_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_counts" ADD COLUMN "applications_approved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_counts" ADD COLUMN "applications_rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Kept as the tenants' and complaints' counts are (0019): one grouped upsert per statement from its
-- transition tables, each row +1 in the status it has after and -1 in the one it had before; a
-- statement that moves no application between statuses (a file or a tenant unlinked from it)
-- touches nothing. Rows of a branch being deleted are skipped (the join on branches): its counts go
-- with it by cascade.
CREATE FUNCTION "branch_counts_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_counts AS t
      (branch_id, applications_pending, applications_approved, applications_rejected)
    SELECT d.* FROM (
      SELECT c.branch_id,
        coalesce(sum(c.sign) FILTER (WHERE c.status = 'pending'), 0) AS pending,
        coalesce(sum(c.sign) FILTER (WHERE c.status = 'approved'), 0) AS approved,
        coalesce(sum(c.sign) FILTER (WHERE c.status = 'rejected'), 0) AS rejected
      FROM (%s) c JOIN branches b ON b.id = c.branch_id
      GROUP BY 1
    ) d
    WHERE (d.pending, d.approved, d.rejected) <> (0, 0, 0)
    ORDER BY 1
    ON CONFLICT (branch_id) DO UPDATE SET
      applications_pending = t.applications_pending + excluded.applications_pending,
      applications_approved = t.applications_approved + excluded.applications_approved,
      applications_rejected = t.applications_rejected + excluded.applications_rejected
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tenant_applications_counts_insert" AFTER INSERT ON "tenant_applications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_applications();
--> statement-breakpoint
CREATE TRIGGER "tenant_applications_counts_update" AFTER UPDATE ON "tenant_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_applications();
--> statement-breakpoint
CREATE TRIGGER "tenant_applications_counts_delete" AFTER DELETE ON "tenant_applications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION branch_counts_applications();
--> statement-breakpoint
-- The counts of the applications already there.
INSERT INTO "branch_counts" AS t (branch_id, applications_pending, applications_approved, applications_rejected)
SELECT branch_id, count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'approved'),
  count(*) FILTER (WHERE status = 'rejected')
FROM "tenant_applications" GROUP BY 1
ON CONFLICT (branch_id) DO UPDATE SET
  applications_pending = excluded.applications_pending,
  applications_approved = excluded.applications_approved,
  applications_rejected = excluded.applications_rejected;
