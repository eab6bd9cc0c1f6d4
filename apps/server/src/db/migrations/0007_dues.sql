CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"booking_id" uuid,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"amount" numeric(12, 2) NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_check" CHECK ("charges"."amount" > 0),
	CONSTRAINT "charges_void_check" CHECK (("charges"."voided_at" is null) = ("charges"."void_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"branch_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_branch_id_financial_year_pk" PRIMARY KEY("branch_id","financial_year")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'rent' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_tenant_date_idx" ON "charges" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "charges_branch_date_idx" ON "charges" USING btree ("branch_id","date");--> statement-breakpoint
CREATE INDEX "charges_booking_idx" ON "charges" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_branch_tenant_idx" ON "bookings" USING btree ("branch_id","tenant_id") WHERE "bookings"."status" in ('booked', 'checked_in', 'checked_out');--> statement-breakpoint
CREATE INDEX "payments_branch_tenant_idx" ON "payments" USING btree ("branch_id","tenant_id") WHERE "payments"."status" = 'completed' and "payments"."voided_at" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_check" CHECK ("bookings"."deposit" > 0);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_void_check" CHECK (("expenses"."voided_at" is null) = ("expenses"."void_reason" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('rent', 'deposit'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_void_check" CHECK (("payments"."voided_at" is null) = ("payments"."void_reason" is null));--> statement-breakpoint
-- The financial year (April to March) a date falls in, as receipts print it: 2026-04-01 and
-- 2027-03-31 are both '2026-27'.
CREATE FUNCTION "financial_year"(d date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  FROM (SELECT extract(year FROM d)::int - CASE WHEN extract(month FROM d) < 4 THEN 1 ELSE 0 END AS y) f
$$;
--> statement-breakpoint
-- Payments already recorded are numbered once, in date order, per branch and financial year; the
-- counters carry on from there.
UPDATE "payments" p SET "receipt_no" = n.code || '/' || n.fy || '/' || lpad(n.seq::text, 6, '0')
FROM (
  SELECT p2.id, b.code, financial_year(p2.date) AS fy,
    row_number() OVER (PARTITION BY p2.branch_id, financial_year(p2.date) ORDER BY p2.date, p2.created_at, p2.id) AS seq
  FROM payments p2 JOIN branches b ON b.id = p2.branch_id
) n
WHERE n.id = p.id;
--> statement-breakpoint
INSERT INTO "receipt_counters" (branch_id, financial_year, last_number)
  SELECT branch_id, financial_year(date), count(*) FROM payments GROUP BY 1, 2;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_no" SET DEFAULT null;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_no" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_branch_receipt_key" ON "payments" USING btree ("branch_id","receipt_no");
--> statement-breakpoint
-- A payment inserted without a receipt number takes the next one of its branch and financial year
-- (of its date). The upsert locks the counter row until the transaction ends, so concurrent
-- payments, on any server, queue for it: numbers are consecutive, never given twice, and a rolled
-- back payment gives its number back.
CREATE FUNCTION "payments_receipt_no"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fy text := financial_year(NEW.date);
  seq int;
BEGIN
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
CREATE TRIGGER "payments_receipt_no" BEFORE INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION payments_receipt_no();
--> statement-breakpoint
-- The rent schedule, derived from the bookings so that it cannot drift from them: a booking that
-- is booked, checked in or checked out owes one instalment per calendar month its stay touches,
-- due on the stay's first day in that month. An instalment is the booking's total pro rata to the
-- days stayed up to the end of its month, minus the same up to its due date, each rounded to the
-- paisa: the instalments add up to the total exactly (the last one ends on the total itself), and
-- when the total is days × a rent per day in paise, as SPEC's formula makes it, each instalment
-- is exactly its days × that rent.
CREATE VIEW "rent_schedule" AS
SELECT b.id AS booking_id, b.branch_id, b.tenant_id, m.due_date,
  (m.month_end - m.due_date + 1) AS days,
  round(b.total_rent * (m.month_end - b.start_date + 1) / (b.end_date - b.start_date + 1), 2)
    - round(b.total_rent * (m.due_date - b.start_date) / (b.end_date - b.start_date + 1), 2) AS amount
FROM bookings b
CROSS JOIN LATERAL (
  SELECT greatest(g::date, b.start_date) AS due_date,
    least((g + interval '1 month' - interval '1 day')::date, b.end_date) AS month_end
  FROM generate_series(date_trunc('month', b.start_date::timestamp), date_trunc('month', b.end_date::timestamp), interval '1 month') g
) m
WHERE b.status IN ('booked', 'checked_in', 'checked_out');
--> statement-breakpoint
-- Everything a tenant owes besides the deposit, dated: rent instalments and charges not voided.
CREATE VIEW "tenant_dues" AS
SELECT branch_id, tenant_id, booking_id, due_date, amount, 'rent'::text AS kind FROM rent_schedule
UNION ALL
SELECT branch_id, tenant_id, booking_id, date, amount, 'charge' FROM charges WHERE voided_at IS NULL;
--> statement-breakpoint
-- Money per month now leaves out voided payments and expenses, and deposits (held money, not
-- revenue). Nothing is voided and no deposit paid yet, so the totals already kept stand.
CREATE OR REPLACE FUNCTION "branch_monthly_totals_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_monthly_totals AS t
      (branch_id, month, payments_completed_amount, payments_completed_count, payments_pending_count)
    SELECT c.branch_id, date_trunc('month', c.date)::date,
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.status = 'completed' AND c.counts), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'completed' AND c.counts), 0),
      coalesce(sum(c.sign) FILTER (WHERE c.status = 'pending' AND c.counts), 0)
    FROM (SELECT r.*, r.voided_at IS NULL AND r.purpose = 'rent' AS counts FROM (%s) r) c
    JOIN branches b ON b.id = c.branch_id
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (branch_id, month) DO UPDATE SET
      payments_completed_amount = t.payments_completed_amount + excluded.payments_completed_amount,
      payments_completed_count = t.payments_completed_count + excluded.payments_completed_count,
      payments_pending_count = t.payments_pending_count + excluded.payments_pending_count
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "branch_monthly_totals_expenses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO branch_monthly_totals AS t (branch_id, month, expenses_amount)
    SELECT c.branch_id, date_trunc('month', c.date)::date,
      coalesce(sum(c.sign * c.amount) FILTER (WHERE c.voided_at IS NULL), 0)
    FROM (%s) c JOIN branches b ON b.id = c.branch_id
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (branch_id, month) DO UPDATE SET
      expenses_amount = t.expenses_amount + excluded.expenses_amount
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
