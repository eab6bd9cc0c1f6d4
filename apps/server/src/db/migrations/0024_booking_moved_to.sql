-- The part of a stay that ended with a move to another bed names the booking the stay went on in:
-- it is checked out of its bed and reads 'Moved'. Moves made before, found in the audit log, are
-- marked the same way when their old part has ended; a status from checked in to checked out
-- changes no amount (both owe their rent).
ALTER TABLE "bookings" ADD COLUMN "moved_to_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_moved_to_booking_id_bookings_id_fk" FOREIGN KEY ("moved_to_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "bookings" b SET "status" = 'checked_out', "checked_out_on" = b."end_date", "moved_to_booking_id" = m.started
FROM (
  SELECT DISTINCT ON ((a."after" -> 'ended' ->> 'id')) (a."after" -> 'ended' ->> 'id')::uuid AS ended,
    (a."after" -> 'started' ->> 'id')::uuid AS started
  FROM "audit_log" a
  WHERE a."action" = 'booking.move' AND jsonb_typeof(a."after" -> 'ended') = 'object'
  ORDER BY (a."after" -> 'ended' ->> 'id'), a."created_at" DESC
) m
JOIN "bookings" n ON n."id" = m.started
WHERE b."id" = m.ended AND b."status" = 'checked_in' AND b."end_date" < current_date
  AND n."tenant_id" = b."tenant_id";
