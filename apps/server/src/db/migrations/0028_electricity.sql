CREATE TABLE "electricity_rates" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"rate_per_unit" numeric(12, 2) NOT NULL,
	"minimum_amount" numeric(12, 2),
	"split" text DEFAULT 'days' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "electricity_rates_rate_check" CHECK ("electricity_rates"."rate_per_unit" >= 0),
	CONSTRAINT "electricity_rates_minimum_check" CHECK ("electricity_rates"."minimum_amount" is null or "electricity_rates"."minimum_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reading" numeric(12, 2) NOT NULL,
	"new_meter" boolean DEFAULT false NOT NULL,
	"previous_reading_id" uuid,
	"units" numeric(12, 2) DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_reading_check" CHECK ("meter_readings"."reading" >= 0),
	CONSTRAINT "meter_readings_void_check" CHECK (("meter_readings"."voided_at" is null) = ("meter_readings"."void_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"bed_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "meter_reading_id" uuid;--> statement-breakpoint
ALTER TABLE "electricity_rates" ADD CONSTRAINT "electricity_rates_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_bed_id_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."beds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_readings_meter_date_idx" ON "meter_readings" USING btree ("meter_id","date");--> statement-breakpoint
CREATE INDEX "meters_room_idx" ON "meters" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_meter_reading_id_meter_readings_id_fk" FOREIGN KEY ("meter_reading_id") REFERENCES "public"."meter_readings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_meter_reading_idx" ON "charges" USING btree ("meter_reading_id");