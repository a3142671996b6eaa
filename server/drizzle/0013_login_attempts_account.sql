ALTER TABLE "login_attempts" ADD COLUMN "account_hash" text;--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account_hash");