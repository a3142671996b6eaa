CREATE TABLE "appropriation_budget_lines" (
	"appropriation_id" integer NOT NULL,
	"budget_line_id" integer NOT NULL,
	CONSTRAINT "appropriation_budget_lines_appropriation_id_budget_line_id_pk" PRIMARY KEY("appropriation_id","budget_line_id")
);
--> statement-breakpoint
CREATE TABLE "budget_expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"budget_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"date" date NOT NULL,
	"payee" text NOT NULL,
	"voucher_no" text NOT NULL,
	"file_id" integer,
	"appropriation_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_expenses_amount_check" CHECK ("budget_expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"budget_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"planned_amount" numeric(18, 2) NOT NULL,
	"fund_source" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_lines_planned_amount_check" CHECK ("budget_lines"."planned_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "budget_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"budget_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "budget_periods_dates_check" CHECK ("budget_periods"."end_date" >= "budget_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "budget_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"budget_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"planned_amount" numeric(18, 2) NOT NULL,
	"snapshot" jsonb NOT NULL,
	"comment" text,
	"approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_status_check" CHECK ("budgets"."status" in ('draft', 'approved', 'locked', 'revising'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"resource_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "bank_account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "agreement_id" integer;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "instalment_id" integer;--> statement-breakpoint
-- Rows from before this migration can only be demo rows (no earlier version could create one): each is linked to
-- its project's first agreement and that agreement's first instalment; rows of projects without one are dropped.
UPDATE "appropriations" AS a SET "agreement_id" = g."id",
  "instalment_id" = (SELECT i."id" FROM "agreement_instalments" i WHERE i."agreement_id" = g."id" ORDER BY i."seq" LIMIT 1)
  FROM (SELECT DISTINCT ON ("project_id") "id", "project_id" FROM "agreements" ORDER BY "project_id", "id") AS g
  WHERE g."project_id" = a."project_id";--> statement-breakpoint
DELETE FROM "appropriations" WHERE "agreement_id" IS NULL OR "instalment_id" IS NULL;--> statement-breakpoint
UPDATE "appropriations" SET "scheduled_date" = "created_at"::date WHERE "scheduled_date" IS NULL;--> statement-breakpoint
UPDATE "appropriations" SET "verified_by" = "created_by" WHERE "paid_by" = "verified_by";--> statement-breakpoint
ALTER TABLE "appropriations" ALTER COLUMN "agreement_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ALTER COLUMN "instalment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ALTER COLUMN "scheduled_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "payment_method" text DEFAULT 'bank_transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "payee_bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "payee_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "payee_account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "voucher_no" text;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "receipt_file_id" integer;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appropriations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appropriation_budget_lines" ADD CONSTRAINT "appropriation_budget_lines_appropriation_id_appropriations_id_fk" FOREIGN KEY ("appropriation_id") REFERENCES "public"."appropriations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appropriation_budget_lines" ADD CONSTRAINT "appropriation_budget_lines_budget_line_id_budget_lines_id_fk" FOREIGN KEY ("budget_line_id") REFERENCES "public"."budget_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_line_id_budget_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."budget_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_appropriation_id_appropriations_id_fk" FOREIGN KEY ("appropriation_id") REFERENCES "public"."appropriations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_period_id_budget_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."budget_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_periods" ADD CONSTRAINT "budget_periods_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_revisions" ADD CONSTRAINT "budget_revisions_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_revisions" ADD CONSTRAINT "budget_revisions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appropriation_budget_lines_line_idx" ON "appropriation_budget_lines" USING btree ("budget_line_id");--> statement-breakpoint
CREATE INDEX "budget_expenses_budget_idx" ON "budget_expenses" USING btree ("budget_id","date");--> statement-breakpoint
CREATE INDEX "budget_expenses_line_idx" ON "budget_expenses" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "budget_expenses_appropriation_idx" ON "budget_expenses" USING btree ("appropriation_id");--> statement-breakpoint
CREATE INDEX "budget_lines_budget_idx" ON "budget_lines" USING btree ("budget_id");--> statement-breakpoint
CREATE INDEX "budget_lines_period_idx" ON "budget_lines" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "budget_periods_budget_idx" ON "budget_periods" USING btree ("budget_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_revisions_revision_key" ON "budget_revisions" USING btree ("budget_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_project_key" ON "budgets" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "budgets_status_idx" ON "budgets" USING btree ("status");--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_instalment_id_agreement_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."agreement_instalments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appropriations_agreement_idx" ON "appropriations" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "appropriations_instalment_idx" ON "appropriations" USING btree ("instalment_id");--> statement-breakpoint
CREATE INDEX "appropriations_status_paid_date_idx" ON "appropriations" USING btree ("status","paid_date");--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_payment_method_check" CHECK ("appropriations"."payment_method" in ('bank_transfer', 'online_banking', 'cheque'));--> statement-breakpoint
ALTER TABLE "appropriations" ADD CONSTRAINT "appropriations_four_eyes_check" CHECK ("appropriations"."paid_by" is null or "appropriations"."verified_by" is null or "appropriations"."paid_by" <> "appropriations"."verified_by");