-- Two live bookings (booked, checked_in) of one bed may never overlap, even under concurrent writes.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("bed_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("status" IN ('booked', 'checked_in'));--> statement-breakpoint
-- Case-insensitive substring search (ILIKE '%q%') over the fields the spec lists.
CREATE INDEX "tenants_name_trgm_idx" ON "tenants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_search_trgm_idx" ON "complaints" USING gin (("category" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenses_search_trgm_idx" ON "expenses" USING gin (("category" || ' ' || coalesce("vendor", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_search_trgm_idx" ON "branches" USING gin (("code" || ' ' || "name") gin_trgm_ops);
