ALTER TABLE "audit_log" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_branch_created_idx" ON "audit_log" USING btree ("branch_id","created_at");--> statement-breakpoint
-- Entries written before: the branch of the record they are about, where it still exists.
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "beds" x WHERE a."entity" = 'bed' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "bookings" x WHERE a."entity" = 'booking' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "charges" x WHERE a."entity" = 'charge' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "complaints" x WHERE a."entity" = 'complaint' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "expenses" x WHERE a."entity" = 'expense' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "floors" x WHERE a."entity" = 'floor' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "payments" x WHERE a."entity" = 'payment' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "properties" x WHERE a."entity" = 'property' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "rooms" x WHERE a."entity" = 'room' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "tenants" x WHERE a."entity" = 'tenant' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "tenant_applications" x WHERE a."entity" = 'tenant_application' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "tenant_reminders" x WHERE a."entity" = 'tenant_reminder' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.branch_id FROM "visitors" x WHERE a."entity" = 'visitor' AND a."entity_id" = x."id"::text;--> statement-breakpoint
UPDATE "audit_log" a SET "branch_id" = x.id FROM "branches" x WHERE a."entity" = 'branch' AND a."entity_id" = x."id"::text;--> statement-breakpoint
-- A deleted record's entry, or an import's, names its branch in what it recorded.
UPDATE "audit_log" a SET "branch_id" = b."id" FROM "branches" b
  WHERE a."branch_id" IS NULL
    AND b."id"::text = coalesce(a."after"->>'branch_id', a."before"->>'branch_id');
