ALTER TABLE "beds" ADD COLUMN "out_of_service_since" date;--> statement-breakpoint
ALTER TABLE "beds" ADD COLUMN "out_of_service_until" date;--> statement-breakpoint
ALTER TABLE "beds" ADD COLUMN "out_of_service_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notice_given_on" date;--> statement-breakpoint
CREATE INDEX "bookings_bed_live_idx" ON "bookings" USING btree ("bed_id","start_date") WHERE "bookings"."status" in ('booked', 'checked_in');--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_out_of_service_check" CHECK ("beds"."out_of_service_since" is not null or ("beds"."out_of_service_until" is null and "beds"."out_of_service_reason" is null));--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_out_of_service_until_check" CHECK ("beds"."out_of_service_until" >= "beds"."out_of_service_since");--> statement-breakpoint
-- A bed's status is derived from its bookings from now on. A bed marked not available that no live
-- booking covers today was taken out of service by hand: it stays out of service, from today.
UPDATE "beds" bd SET "out_of_service_since" = current_date, "out_of_service_reason" = 'Marked not available'
WHERE NOT bd."is_available" AND NOT EXISTS (
  SELECT 1 FROM "bookings" bk WHERE bk."bed_id" = bd."id" AND bk."status" IN ('booked', 'checked_in')
    AND bk."start_date" <= current_date AND bk."end_date" >= current_date
);--> statement-breakpoint
DROP INDEX "beds_branch_idx";--> statement-breakpoint
ALTER TABLE "beds" DROP COLUMN "is_available";
