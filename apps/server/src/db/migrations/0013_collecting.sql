CREATE TABLE "tenant_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tenant_reminders_amount_check" CHECK ("tenant_reminders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "upi_id" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "payee_name" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "landlord_name" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "landlord_pan" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "landlord_address" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "reminder_template" text;--> statement-breakpoint
ALTER TABLE "tenant_reminders" ADD CONSTRAINT "tenant_reminders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_reminders" ADD CONSTRAINT "tenant_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_reminders" ADD CONSTRAINT "tenant_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_reminders_tenant_idx" ON "tenant_reminders" USING btree ("tenant_id","sent_at");--> statement-breakpoint
CREATE INDEX "tenant_reminders_branch_idx" ON "tenant_reminders" USING btree ("branch_id","sent_at");