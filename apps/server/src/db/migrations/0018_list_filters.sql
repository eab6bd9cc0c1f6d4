CREATE INDEX "bookings_branch_start_idx" ON "bookings" USING btree ("branch_id","start_date","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_branch_status_created_idx" ON "complaints" USING btree ("branch_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_branch_priority_created_idx" ON "complaints" USING btree ("branch_id","priority","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_branch_category_date_idx" ON "expenses" USING btree ("branch_id",lower(trim("category")),"date","created_at","id");--> statement-breakpoint
CREATE INDEX "expenses_branch_amount_idx" ON "expenses" USING btree ("branch_id","amount","created_at","id");