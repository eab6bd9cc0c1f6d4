ALTER TABLE "payments" ADD COLUMN "utr_unchecked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Payments recorded before UTRs were checked may repeat a UTR (a double entry) or hold references of
-- any shape ('UTR 4123...', 'NEFT-99'). Every such repeat but the earliest is left out of the unique
-- index, so the index can be built; the earliest still holds its UTR for new payments.
UPDATE "payments" SET "utr_unchecked" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "branch_id", upper("reference") ORDER BY "date", "created_at", "id"
    ) AS "n"
    FROM "payments"
    WHERE "method" in ('upi', 'bank_transfer') and "reference" is not null and "voided_at" is null
  ) AS "repeats" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_branch_utr_key" ON "payments" USING btree ("branch_id",upper("reference")) WHERE "payments"."method" in ('upi', 'bank_transfer') and "payments"."reference" is not null and "payments"."voided_at" is null and not "payments"."utr_unchecked";