CREATE TABLE "branch_billing" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"due_day" text DEFAULT 'calendar' NOT NULL,
	"notice_days" integer DEFAULT 30 NOT NULL,
	"lock_in_months" integer DEFAULT 0 NOT NULL,
	"lock_in_charge" text DEFAULT 'rest_of_lock_in' NOT NULL,
	"lock_in_amount" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_billing_due_day_check" CHECK ("branch_billing"."due_day" in ('calendar', 'anniversary')),
	CONSTRAINT "branch_billing_lock_in_charge_check" CHECK ("branch_billing"."lock_in_charge" in ('rest_of_lock_in', 'fixed')),
	CONSTRAINT "branch_billing_notice_check" CHECK ("branch_billing"."notice_days" between 0 and 365),
	CONSTRAINT "branch_billing_lock_in_check" CHECK ("branch_billing"."lock_in_months" between 0 and 36),
	CONSTRAINT "branch_billing_lock_in_amount_check" CHECK (("branch_billing"."lock_in_charge" = 'fixed') = ("branch_billing"."lock_in_amount" is not null) and "branch_billing"."lock_in_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_rents" (
	"booking_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"monthly_rent" numeric(12, 2) NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rents_booking_id_effective_from_pk" PRIMARY KEY("booking_id","effective_from"),
	CONSTRAINT "booking_rents_rent_check" CHECK ("booking_rents"."monthly_rent" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_rent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "booked_end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "beds" ADD COLUMN "monthly_rent" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "billing" text DEFAULT 'per_day' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "monthly_rent" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "due_day" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lock_in_months" integer;--> statement-breakpoint
ALTER TABLE "tenant_accounts" ADD COLUMN "open_stays" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX "tenant_accounts_open_idx";--> statement-breakpoint
ALTER TABLE "tenant_accounts" DROP COLUMN "open";--> statement-breakpoint
ALTER TABLE "tenant_accounts" ADD COLUMN "open" boolean GENERATED ALWAYS AS (billed > paid or open_stays > 0) STORED;--> statement-breakpoint
CREATE INDEX "tenant_accounts_open_idx" ON "tenant_accounts" USING btree ("branch_id","tenant_id") WHERE "tenant_accounts"."open";--> statement-breakpoint
ALTER TABLE "branch_billing" ADD CONSTRAINT "branch_billing_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rents" ADD CONSTRAINT "booking_rents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rents" ADD CONSTRAINT "booking_rents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_monthly_rent_check" CHECK ("beds"."monthly_rent" > 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_billing_check" CHECK ("bookings"."billing" in ('per_day', 'monthly'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_due_day_check" CHECK ("bookings"."due_day" in ('calendar', 'anniversary'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_per_day_check" CHECK ("bookings"."billing" = 'monthly' or ("bookings"."end_date" is not null and "bookings"."total_rent" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_monthly_check" CHECK (("bookings"."billing" = 'monthly') = ("bookings"."monthly_rent" is not null and "bookings"."due_day" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_monthly_rent_check" CHECK ("bookings"."monthly_rent" > 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_notice_check" CHECK ("bookings"."notice_days" >= 0 and "bookings"."lock_in_months" >= 0);
--> statement-breakpoint
-- The rent of a monthly stay, period by period: each period is a calendar month ('calendar') or a
-- month from the joining day ('anniversary': the 15th to the 14th; from the 31st, the last day of a
-- shorter month). A period's rent is the sum, over its days stayed, of the rent per month that day
-- (the booking's, or the last booking_rents row from that day on) ÷ the days of the whole period,
-- rounded to the paisa: a whole period at one rent is that rent exactly; a first or last part period
-- is pro-rated by the days of that month (joining 15 Jan at 8,000: 17/31 × 8,000 = 4,387.10).
-- A period falls due on its first day, the first one on the stay's first day. A stay with an end
-- has all its periods; one without (until notice) those that have fallen due by `as_of`.
CREATE FUNCTION "monthly_instalments"(booking uuid, start_date date, end_date date, due_day text,
    monthly_rent numeric, as_of date)
  RETURNS TABLE (due_date date, days int, amount numeric) LANGUAGE sql STABLE AS $$
  WITH p AS (
    SELECT CASE WHEN due_day = 'anniversary' THEN (start_date + k * interval '1 month')::date
             ELSE (date_trunc('month', start_date) + k * interval '1 month')::date END AS p_start,
           CASE WHEN due_day = 'anniversary' THEN (start_date + (k + 1) * interval '1 month')::date - 1
             ELSE (date_trunc('month', start_date) + (k + 1) * interval '1 month')::date - 1 END AS p_end
    FROM generate_series(0,
      (extract(year FROM coalesce(end_date, as_of))::int - extract(year FROM start_date)::int) * 12
      + extract(month FROM coalesce(end_date, as_of))::int - extract(month FROM start_date)::int) k
  ), s AS (
    SELECT f AS s_from, coalesce(lead(f) OVER (ORDER BY f) - 1, 'infinity'::date) AS s_to, rent
    FROM (
      SELECT DISTINCT ON (f) f, rent FROM (
        SELECT start_date AS f, monthly_rent AS rent, 0 AS prio
        UNION ALL
        SELECT greatest(r.effective_from, start_date), r.monthly_rent, 1 FROM booking_rents r
        WHERE r.booking_id = booking
      ) x ORDER BY f, prio DESC
    ) y
  )
  SELECT greatest(p.p_start, start_date) AS due_date,
    (least(p.p_end, coalesce(end_date, p.p_end)) - greatest(p.p_start, start_date) + 1)::int AS days,
    round((SELECT sum(s.rent * greatest(0, least(p.p_end, coalesce(end_date, p.p_end), s.s_to)
                                          - greatest(p.p_start, start_date, s.s_from) + 1)) FROM s)
          / (p.p_end - p.p_start + 1), 2) AS amount
  FROM p
  WHERE p.p_start <= coalesce(end_date, as_of) AND p.p_end >= start_date
    AND (end_date IS NOT NULL OR greatest(p.p_start, start_date) <= as_of)
  ORDER BY 1
$$;
--> statement-breakpoint
-- Every booking's rent instalments on `as_of` (the rent schedule): a booking booked, checked in or
-- checked out owes them. Per day, one instalment per calendar month the stay touches, due on the
-- stay's first day in that month: the total pro rata to the days stayed up to the end of its month,
-- minus the same up to its due date, each rounded to the paisa (as the view rent_schedule of
-- migration 0007 did: the instalments add up to the total exactly). Monthly: monthly_instalments.
-- Read it as `FROM rent_instalments(day) WHERE tenant_id = …`: it is inlined, so the condition
-- reaches the bookings' indexes.
CREATE FUNCTION "rent_instalments"(as_of date)
  RETURNS TABLE (booking_id uuid, branch_id uuid, tenant_id uuid, due_date date, days int, amount numeric)
  LANGUAGE sql STABLE AS $$
  SELECT b.id, b.branch_id, b.tenant_id, m.due_date, (m.month_end - m.due_date + 1)::int,
    round(b.total_rent * (m.month_end - b.start_date + 1) / (b.end_date - b.start_date + 1), 2)
      - round(b.total_rent * (m.due_date - b.start_date) / (b.end_date - b.start_date + 1), 2)
  FROM bookings b
  CROSS JOIN LATERAL (
    SELECT greatest(g::date, b.start_date) AS due_date,
      least((g + interval '1 month' - interval '1 day')::date, b.end_date) AS month_end
    FROM generate_series(date_trunc('month', b.start_date::timestamp), date_trunc('month', b.end_date::timestamp), interval '1 month') g
  ) m
  WHERE b.billing = 'per_day' AND b.status IN ('booked', 'checked_in', 'checked_out')
  UNION ALL
  SELECT b.id, b.branch_id, b.tenant_id, m.due_date, m.days, m.amount
  FROM bookings b
  CROSS JOIN LATERAL monthly_instalments(b.id, b.start_date, b.end_date, b.due_day, b.monthly_rent, as_of) m
  WHERE b.billing = 'monthly' AND b.status IN ('booked', 'checked_in', 'checked_out')
$$;
--> statement-breakpoint
-- Everything a tenant owes on `as_of` besides the deposit, dated: rent instalments and charges not
-- voided (the view tenant_dues of migration 0007, with the day it is read on).
CREATE FUNCTION "tenant_dues"(as_of date)
  RETURNS TABLE (branch_id uuid, tenant_id uuid, booking_id uuid, due_date date, amount numeric, kind text)
  LANGUAGE sql STABLE AS $$
  SELECT branch_id, tenant_id, booking_id, due_date, amount, 'rent'::text FROM rent_instalments(as_of)
  UNION ALL
  SELECT branch_id, tenant_id, booking_id, date, amount, 'charge' FROM charges WHERE voided_at IS NULL
$$;
--> statement-breakpoint
DROP VIEW "tenant_dues";
--> statement-breakpoint
DROP VIEW "rent_schedule";
--> statement-breakpoint
-- A monthly stay's total is the sum of its instalments once it has an end, null before: worked out
-- here on every write of the booking, and again when its rent changes (booking_rents).
CREATE FUNCTION "bookings_monthly_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.billing = 'monthly' THEN
    NEW.total_rent := CASE WHEN NEW.end_date IS NULL THEN NULL ELSE (
      SELECT coalesce(sum(amount), 0)
      FROM monthly_instalments(NEW.id, NEW.start_date, NEW.end_date, NEW.due_day, NEW.monthly_rent, NEW.end_date)) END;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_monthly_total" BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION bookings_monthly_total();
--> statement-breakpoint
CREATE FUNCTION "booking_rents_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET monthly_rent = monthly_rent
  WHERE id IN (SELECT booking_id FROM new_rows UNION SELECT booking_id FROM old_rows) AND billing = 'monthly';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "booking_rents_total_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET monthly_rent = monthly_rent
  WHERE id IN (SELECT booking_id FROM new_rows) AND billing = 'monthly';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "booking_rents_total_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET monthly_rent = monthly_rent
  WHERE id IN (SELECT booking_id FROM old_rows) AND billing = 'monthly';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_rents_insert" AFTER INSERT ON "booking_rents" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rents_total_new();
--> statement-breakpoint
CREATE TRIGGER "booking_rents_update" AFTER UPDATE ON "booking_rents" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rents_total();
--> statement-breakpoint
CREATE TRIGGER "booking_rents_delete" AFTER DELETE ON "booking_rents" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_rents_total_old();
--> statement-breakpoint
-- A tenant's account bills a stay's total; a monthly stay with no end counts as an open stay
-- instead (its rent keeps falling due), which keeps the account open.
CREATE OR REPLACE FUNCTION "tenant_accounts_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO tenant_accounts AS a (tenant_id, branch_id, billed, open_stays)
    SELECT c.tenant_id, t.branch_id, sum(c.sign * coalesce(c.total_rent, 0)),
      sum(c.sign * (c.total_rent IS NULL)::int)
    FROM (%s) c JOIN tenants t ON t.id = c.tenant_id
    WHERE c.status IN ('booked', 'checked_in', 'checked_out')
    GROUP BY 1, 2
    HAVING sum(c.sign * coalesce(c.total_rent, 0)) <> 0 OR sum(c.sign * (c.total_rent IS NULL)::int) <> 0
    ORDER BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET billed = a.billed + excluded.billed,
      open_stays = a.open_stays + excluded.open_stays
  $q$, branch_monthly_totals_rows(TG_OP));
  RETURN NULL;
END
$$;
