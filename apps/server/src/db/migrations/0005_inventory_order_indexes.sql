DROP INDEX "floors_branch_idx";--> statement-breakpoint
DROP INDEX "rooms_branch_idx";--> statement-breakpoint
CREATE INDEX "beds_branch_number_idx" ON "beds" USING btree ("branch_id",regexp_replace("bed_number", '[0-9]+$', ''),coalesce(substring("bed_number" from '[0-9]+$')::numeric, -1),"bed_number");--> statement-breakpoint
CREATE INDEX "floors_branch_number_idx" ON "floors" USING btree ("branch_id","floor_number");--> statement-breakpoint
CREATE INDEX "rooms_branch_number_idx" ON "rooms" USING btree ("branch_id",regexp_replace("room_number", '[0-9]+$', ''),coalesce(substring("room_number" from '[0-9]+$')::numeric, -1),"room_number");