CREATE TABLE "tenant_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"number_encrypted" text NOT NULL,
	"number_hash" text NOT NULL,
	"number_last4" text NOT NULL,
	"front_file_id" uuid,
	"back_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_documents_type_check" CHECK ("tenant_documents"."type" in ('aadhaar', 'pan', 'passport', 'driving_licence', 'voter_id', 'other'))
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"purpose" text,
	"in_at" timestamp with time zone NOT NULL,
	"out_at" timestamp with time zone,
	"id_type" text,
	"id_last4" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitors_id_type_check" CHECK ("visitors"."id_type" in ('aadhaar', 'pan', 'passport', 'driving_licence', 'voter_id', 'other')),
	CONSTRAINT "visitors_out_check" CHECK ("visitors"."out_at" is null or "visitors"."out_at" >= "visitors"."in_at")
);
--> statement-breakpoint
ALTER TABLE "tenant_applications" ADD COLUMN "consent_version" text DEFAULT 'v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "permanent_address" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "previous_address" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "occupation" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "workplace" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "emergency_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "emergency_relation" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "nationality" text DEFAULT 'Indian' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "passport_country" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "visa_type" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "visa_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "visa_expiry" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "arrived_in_india_on" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "verification_status" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "verification_submitted_on" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "verification_police_station" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "verification_reference" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "verification_verified_on" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "form_c_filed_on" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "form_c_reference" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD CONSTRAINT "tenant_documents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD CONSTRAINT "tenant_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD CONSTRAINT "tenant_documents_front_file_id_files_id_fk" FOREIGN KEY ("front_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_documents" ADD CONSTRAINT "tenant_documents_back_file_id_files_id_fk" FOREIGN KEY ("back_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_documents_tenant_idx" ON "tenant_documents" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_documents_hash_idx" ON "tenant_documents" USING btree ("number_hash");--> statement-breakpoint
CREATE INDEX "visitors_branch_in_idx" ON "visitors" USING btree ("branch_id","in_at");--> statement-breakpoint
CREATE INDEX "visitors_tenant_idx" ON "visitors" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_gender_check" CHECK ("tenants"."gender" in ('female', 'male', 'other'));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_verification_status_check" CHECK ("tenants"."verification_status" in ('not_started', 'submitted', 'verified', 'rejected'));