-- The day a tenant was checked out and the day a booking was cancelled, so that the occupancy of a
-- past day shows what was true that day. Existing bookings take them from what the database
-- already knows: a settlement's check-out date, else the audit log's check-out or cancellation
-- (its day in India). No amount changes.
ALTER TABLE "bookings" ADD COLUMN "checked_out_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_on" date;--> statement-breakpoint
UPDATE "bookings" bk SET "checked_out_on" = coalesce(
    (select s.checkout_date from settlements s where s.booking_id = bk.id),
    (select (min(a.created_at) at time zone 'Asia/Kolkata')::date from audit_log a
      where a.entity = 'booking' and a.entity_id = bk.id::text and a.action = 'booking.check_out'))
  WHERE bk.status = 'checked_out';--> statement-breakpoint
UPDATE "bookings" bk SET "cancelled_on" =
    (select (min(a.created_at) at time zone 'Asia/Kolkata')::date from audit_log a
      where a.entity = 'booking' and a.entity_id = bk.id::text and a.action = 'booking.cancel')
  WHERE bk.status = 'cancelled';
