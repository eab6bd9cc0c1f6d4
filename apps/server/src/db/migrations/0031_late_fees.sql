CREATE TABLE "late_fee_rules" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"grace_days" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"cap" numeric(12, 2),
	"effective_from" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "late_fee_rules_kind_check" CHECK ("late_fee_rules"."kind" in ('per_day', 'flat')),
	CONSTRAINT "late_fee_rules_grace_check" CHECK ("late_fee_rules"."grace_days" between 0 and 60),
	CONSTRAINT "late_fee_rules_amount_check" CHECK ("late_fee_rules"."amount" > 0),
	CONSTRAINT "late_fee_rules_cap_check" CHECK ("late_fee_rules"."cap" is null or "late_fee_rules"."cap" > 0)
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "late_fee_due_date" date;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "late_fee_day" date;--> statement-breakpoint
ALTER TABLE "late_fee_rules" ADD CONSTRAINT "late_fee_rules_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_rules" ADD CONSTRAINT "late_fee_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_late_fee_day_idx" ON "charges" USING btree ("booking_id","late_fee_due_date","late_fee_day") WHERE "charges"."late_fee_day" is not null;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_late_fee_check" CHECK (("charges"."late_fee_day" is null) = ("charges"."late_fee_due_date" is null));