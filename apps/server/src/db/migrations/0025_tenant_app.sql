CREATE TABLE "tenant_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_logins" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"refresh_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tenant_invites" ADD CONSTRAINT "tenant_invites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invites" ADD CONSTRAINT "tenant_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_logins" ADD CONSTRAINT "tenant_logins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_sessions" ADD CONSTRAINT "tenant_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_invites_token_hash_key" ON "tenant_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tenant_invites_tenant_idx" ON "tenant_invites" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_sessions_refresh_hash_key" ON "tenant_sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "tenant_sessions_tenant_idx" ON "tenant_sessions" USING btree ("tenant_id");--> statement-breakpoint
-- A payment a tenant says they made (the tenant app's 'I have paid') is 'pending' until staff
-- confirm it: it takes no receipt number until then, so a rejected one leaves no gap in the
-- series; confirming it (status becomes 'completed') gives it the next number.
CREATE OR REPLACE FUNCTION "payments_receipt_no"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fy text := financial_year(NEW.date);
  seq int;
BEGIN
  IF NEW.purpose NOT IN ('rent', 'deposit') OR NEW.status <> 'completed' THEN
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
CREATE TRIGGER "payments_receipt_no_confirmed" BEFORE UPDATE OF "status" ON "payments"
  FOR EACH ROW WHEN (OLD.status <> 'completed' AND NEW.status = 'completed')
  EXECUTE FUNCTION payments_receipt_no();
