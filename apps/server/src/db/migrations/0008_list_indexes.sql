DROP INDEX "tenant_applications_branch_idx";--> statement-breakpoint
DROP INDEX "bookings_branch_created_idx";--> statement-breakpoint
DROP INDEX "complaints_branch_created_idx";--> statement-breakpoint
DROP INDEX "expenses_branch_date_idx";--> statement-breakpoint
DROP INDEX "payments_branch_date_idx";--> statement-breakpoint
CREATE INDEX "tenant_applications_branch_idx" ON "tenant_applications" USING btree ("branch_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_branch_created_idx" ON "bookings" USING btree ("branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_branch_created_idx" ON "complaints" USING btree ("branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_branch_date_idx" ON "expenses" USING btree ("branch_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_branch_date_idx" ON "payments" USING btree ("branch_id","date","created_at","id");