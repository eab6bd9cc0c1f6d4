ALTER TABLE "payments" ALTER COLUMN "receipt_no" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_no" DROP NOT NULL;--> statement-breakpoint
-- Only money received takes a receipt number (contracts RECEIVED_PURPOSES): a refund paid out is a
-- refund voucher and the deposit applied to dues an adjustment, neither numbered, so the receipts'
-- gap-free series counts money received alone.
CREATE OR REPLACE FUNCTION "payments_receipt_no"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fy text := financial_year(NEW.date);
  seq int;
BEGIN
  IF NEW.purpose NOT IN ('rent', 'deposit') THEN
    NEW.receipt_no := NULL;
    RETURN NEW;
  END IF;
  IF NEW.receipt_no IS NOT NULL THEN RETURN NEW; END IF;
  INSERT INTO receipt_counters AS c (branch_id, financial_year, last_number)
    VALUES (NEW.branch_id, fy, 1)
    ON CONFLICT (branch_id, financial_year) DO UPDATE SET last_number = c.last_number + 1
    RETURNING last_number INTO seq;
  SELECT b.code || '/' || fy || '/' || lpad(seq::text, 6, '0') INTO NEW.receipt_no
    FROM branches b WHERE b.id = NEW.branch_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Refunds and deposits applied already stored took receipt numbers: the audit log keeps each number
-- given (so the gap it leaves in the series is explained), and the row gives it up. Amounts,
-- purposes, statuses and dates stay as they are, so no balance or total moves.
INSERT INTO "audit_log" (action, entity, entity_id, before, after)
SELECT 'payment.reclassify', 'payment', p.id::text,
  jsonb_build_object('receipt_number', p.receipt_no, 'purpose', p.purpose),
  jsonb_build_object('receipt_number', null, 'purpose', p.purpose,
    'document', CASE p.purpose WHEN 'deposit_applied' THEN 'adjustment' ELSE 'refund_voucher' END)
FROM payments p
WHERE p.purpose NOT IN ('rent', 'deposit') AND p.receipt_no IS NOT NULL
ORDER BY p.branch_id, p.date, p.created_at, p.id;
--> statement-breakpoint
UPDATE "payments" SET "receipt_no" = NULL WHERE "purpose" NOT IN ('rent', 'deposit') AND "receipt_no" IS NOT NULL;
--> statement-breakpoint
-- The bell said 'Payment received' for them: those notifications go (a refund of the last week is
-- notified again as 'Refund paid').
DELETE FROM "notifications" n USING "payments" p
WHERE n.branch_id = p.branch_id AND n.dedupe_key = 'payment:' || p.id::text
  AND p.purpose NOT IN ('rent', 'deposit');
