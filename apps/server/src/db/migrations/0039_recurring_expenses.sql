ALTER TABLE "properties" ADD CONSTRAINT "properties_id_branch_key" UNIQUE("id","branch_id");--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"property_id" uuid,
	"category" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"vendor" text,
	"note" text,
	"day_of_month" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_expenses_amount_check" CHECK ("recurring_expenses"."amount" > 0),
	CONSTRAINT "recurring_expenses_day_check" CHECK ("recurring_expenses"."day_of_month" between 1 and 31),
	CONSTRAINT "recurring_expenses_end_check" CHECK ("recurring_expenses"."ends_on" is null or "recurring_expenses"."ends_on" >= "recurring_expenses"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "property_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "bill_file_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "recurring_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "posted_month" date;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_property_branch_fk" FOREIGN KEY ("property_id","branch_id") REFERENCES "public"."properties"("id","branch_id") ON DELETE SET NULL ("property_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_expenses_branch_idx" ON "recurring_expenses" USING btree ("branch_id","created_at");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_bill_file_id_files_id_fk" FOREIGN KEY ("bill_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_id_recurring_expenses_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_expenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_branch_fk" FOREIGN KEY ("property_id","branch_id") REFERENCES "public"."properties"("id","branch_id") ON DELETE SET NULL ("property_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurring_month_key" ON "expenses" USING btree ("recurring_id","posted_month");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_posting_check" CHECK (("expenses"."recurring_id" is null) = ("expenses"."posted_month" is null));