ALTER TABLE "users" ADD COLUMN "mobile_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "id_number_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "mobile_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "bank_account_no_hash" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "mobile_hash" text;--> statement-breakpoint
CREATE INDEX "users_mobile_hash_idx" ON "users" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "beneficiaries_id_number_hash_idx" ON "beneficiaries" USING btree ("id_number_hash");--> statement-breakpoint
CREATE INDEX "beneficiaries_mobile_hash_idx" ON "beneficiaries" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "beneficiaries_bank_account_no_hash_idx" ON "beneficiaries" USING btree ("bank_account_no_hash");--> statement-breakpoint
CREATE INDEX "partners_mobile_hash_idx" ON "partners" USING btree ("mobile_hash");