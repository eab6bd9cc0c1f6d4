DROP INDEX "tenant_accounts_open_idx";--> statement-breakpoint
ALTER TABLE "tenant_accounts" ADD COLUMN "open" boolean GENERATED ALWAYS AS (billed > paid) STORED;--> statement-breakpoint
CREATE INDEX "tenant_accounts_open_idx" ON "tenant_accounts" USING btree ("branch_id","tenant_id") WHERE "tenant_accounts"."open";