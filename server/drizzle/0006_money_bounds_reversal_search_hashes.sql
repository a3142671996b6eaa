ALTER TABLE "projects" DROP CONSTRAINT "projects_planned_budget_check";--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_approved_amount_check";--> statement-breakpoint
ALTER TABLE "agreement_instalments" DROP CONSTRAINT "agreement_instalments_amount_check";--> statement-breakpoint
ALTER TABLE "agreements" DROP CONSTRAINT "agreements_total_amount_check";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_amount_check";--> statement-breakpoint
ALTER TABLE "stage_reports" DROP CONSTRAINT "stage_reports_amount_spent_check";--> statement-breakpoint
ALTER TABLE "appropriations" DROP CONSTRAINT "appropriations_amount_check";--> statement-breakpoint
ALTER TABLE "budget_expenses" DROP CONSTRAINT "budget_expenses_amount_check";--> statement-breakpoint
ALTER TABLE "budget_lines" DROP CONSTRAINT "budget_lines_planned_amount_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "id_number_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "mobile_hash" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "bank_account_no_hash" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "mobile_hash" text;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_mobile_hash_idx" ON "users" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "beneficiaries_id_number_hash_idx" ON "beneficiaries" USING btree ("id_number_hash");--> statement-breakpoint
CREATE INDEX "beneficiaries_mobile_hash_idx" ON "beneficiaries" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "beneficiaries_bank_account_no_hash_idx" ON "beneficiaries" USING btree ("bank_account_no_hash");--> statement-breakpoint
CREATE INDEX "partners_mobile_hash_idx" ON "partners" USING btree ("mobile_hash");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_planned_budget_check" CHECK ("projects"."planned_budget" >= 0 and "projects"."planned_budget" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_approved_amount_check" CHECK ("projects"."approved_amount" >= 0 and "projects"."approved_amount" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "agreement_instalments" ADD CONSTRAINT "agreement_instalments_amount_check" CHECK ("agreement_instalments"."amount" > 0 and "agreement_instalments"."amount" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_total_amount_check" CHECK ("agreements"."total_amount" > 0 and "agreements"."total_amount" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_approved_amount_check" CHECK ("applications"."approved_amount" > 0 and "applications"."approved_amount" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_amount_check" CHECK ("applications"."amount_requested" > 0 and "applications"."amount_requested" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_amount_spent_check" CHECK ("stage_reports"."amount_spent" >= 0 and "stage_reports"."amount_spent" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_amount_check" CHECK ("appropriations"."amount" > 0 and "appropriations"."amount" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_reversal_check" CHECK (("budget_expenses"."reversed_at" is null and "budget_expenses"."reversed_by" is null and "budget_expenses"."reversal_reason" is null)
        or ("budget_expenses"."reversed_at" is not null and "budget_expenses"."reversed_by" is not null and length(trim("budget_expenses"."reversal_reason")) > 0));--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_amount_check" CHECK ("budget_expenses"."amount" > 0 and "budget_expenses"."amount" <= 1000000000000.00);--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_planned_amount_check" CHECK ("budget_lines"."planned_amount" > 0 and "budget_lines"."planned_amount" <= 1000000000000.00);