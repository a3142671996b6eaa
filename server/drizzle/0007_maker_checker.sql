ALTER TABLE "agreements" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "submitted_by" integer;--> statement-breakpoint
ALTER TABLE "budgets" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_maker_checker_check" CHECK ("agreements"."reviewed_by" is null or ("agreements"."reviewed_by" is distinct from "agreements"."created_by" and "agreements"."reviewed_by" is distinct from "agreements"."submitted_by"));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_maker_checker_check" CHECK ("applications"."reviewed_by" is null or ("applications"."reviewed_by" is distinct from "applications"."created_by" and "applications"."reviewed_by" is distinct from "applications"."submitted_by"));--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_maker_checker_check" CHECK ("stage_reports"."reviewed_by" is null or ("stage_reports"."reviewed_by" is distinct from "stage_reports"."created_by" and "stage_reports"."reviewed_by" is distinct from "stage_reports"."submitted_by"));--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_maker_checker_check" CHECK ("appropriations"."reviewed_by" is null or ("appropriations"."reviewed_by" is distinct from "appropriations"."created_by" and "appropriations"."reviewed_by" is distinct from "appropriations"."submitted_by"));--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_maker_checker_check" CHECK ("budgets"."reviewed_by" is null or ("budgets"."reviewed_by" is distinct from "budgets"."created_by" and "budgets"."reviewed_by" is distinct from "budgets"."submitted_by"));