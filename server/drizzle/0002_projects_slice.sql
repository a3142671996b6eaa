CREATE TABLE "agreement_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"planned_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"report_item_id" integer,
	CONSTRAINT "agreement_instalments_amount_check" CHECK ("agreement_instalments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agreement_report_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_report_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" text NOT NULL,
	"due_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"project_id" integer NOT NULL,
	"party_a" text NOT NULL,
	"party_b" text NOT NULL,
	"signed_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"clauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_status_check" CHECK ("agreements"."status" in ('draft', 'pending_approval', 'active', 'completed', 'terminated')),
	CONSTRAINT "agreements_total_amount_check" CHECK ("agreements"."total_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "application_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"round" integer NOT NULL,
	"content" jsonb NOT NULL,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"project_id" integer NOT NULL,
	"applicant_type" text NOT NULL,
	"beneficiary_id" integer,
	"partner_id" integer,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"amount_requested" numeric(18, 2) NOT NULL,
	"cost_items" jsonb NOT NULL,
	"approved_amount" numeric(18, 2),
	"status" text DEFAULT 'new' NOT NULL,
	"review_comment" text,
	"round" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'submitted', 'in_review', 'approved', 'rejected', 'rework_requested', 'resubmitted')),
	CONSTRAINT "applications_amount_check" CHECK ("applications"."amount_requested" > 0),
	CONSTRAINT "applications_applicant_check" CHECK (("applications"."applicant_type" in ('person', 'company') and "applications"."beneficiary_id" is not null and "applications"."partner_id" is null)
        or ("applications"."applicant_type" = 'partner' and "applications"."partner_id" is not null and "applications"."beneficiary_id" is null))
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dict_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dict_code" text NOT NULL,
	"value" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"area_code" char(6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_type_check" CHECK ("partners"."type" in ('company', 'supplier'))
);
--> statement-breakpoint
CREATE TABLE "project_partners" (
	"project_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "project_partners_project_id_partner_id_pk" PRIMARY KEY("project_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "stage_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stage_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"project_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"report_item_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"indicators" jsonb NOT NULL,
	"beneficiaries_reached" integer DEFAULT 0 NOT NULL,
	"amount_spent" numeric(18, 2) DEFAULT '0' NOT NULL,
	"spending_summary" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"review_comment" text,
	"submitted_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_reports_status_check" CHECK ("stage_reports"."status" in ('draft', 'submitted', 'accepted', 'rejected', 'rework')),
	CONSTRAINT "stage_reports_amount_spent_check" CHECK ("stage_reports"."amount_spent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_status_check";--> statement-breakpoint
-- The project statuses became the project state machine's (shared/src/workflow/project-machine.ts).
UPDATE "projects" SET "status" = CASE "status"
	WHEN 'submitted' THEN 'under_review'
	WHEN 'executing' THEN 'in_progress'
	WHEN 'completed' THEN 'closed'
	ELSE "status" END;--> statement-breakpoint
-- Project rows of the operation log name their project, so the project's timeline finds them.
UPDATE "operation_logs" SET "project_id" = "entity_id"::integer WHERE "entity" = 'project' AND "entity_id" ~ '^[0-9]+$';--> statement-breakpoint
ALTER TABLE "agreement_instalments" ADD CONSTRAINT "agreement_instalments_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_instalments" ADD CONSTRAINT "agreement_instalments_report_item_id_agreement_report_items_id_fk" FOREIGN KEY ("report_item_id") REFERENCES "public"."agreement_report_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_report_items" ADD CONSTRAINT "agreement_report_items_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_snapshots" ADD CONSTRAINT "application_snapshots_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_snapshots" ADD CONSTRAINT "application_snapshots_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_files" ADD CONSTRAINT "entity_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_partners" ADD CONSTRAINT "project_partners_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_partners" ADD CONSTRAINT "project_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_report_item_id_agreement_report_items_id_fk" FOREIGN KEY ("report_item_id") REFERENCES "public"."agreement_report_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_instalments_seq_key" ON "agreement_instalments" USING btree ("agreement_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_report_items_seq_key" ON "agreement_report_items" USING btree ("agreement_id","seq");--> statement-breakpoint
CREATE INDEX "agreement_report_items_due_date_idx" ON "agreement_report_items" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_number_key" ON "agreements" USING btree ("number");--> statement-breakpoint
CREATE INDEX "agreements_project_idx" ON "agreements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "agreements_status_created_at_idx" ON "agreements" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_snapshots_round_key" ON "application_snapshots" USING btree ("application_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_code_key" ON "applications" USING btree ("code");--> statement-breakpoint
CREATE INDEX "applications_project_idx" ON "applications" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "applications_status_created_at_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_code_value_key" ON "dict_items" USING btree ("dict_code","value");--> statement-breakpoint
CREATE INDEX "entity_files_entity_idx" ON "entity_files" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entity_files_entity_file_key" ON "entity_files" USING btree ("entity","entity_id","file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_key" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_credit_code_key" ON "partners" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "partners_name_idx" ON "partners" USING btree ("name");--> statement-breakpoint
CREATE INDEX "project_partners_partner_idx" ON "project_partners" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_reports_code_key" ON "stage_reports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stage_reports_project_idx" ON "stage_reports" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "stage_reports_report_item_idx" ON "stage_reports" USING btree ("report_item_id");--> statement-breakpoint
CREATE INDEX "stage_reports_status_created_at_idx" ON "stage_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "projects_type_idx" ON "projects" USING btree ("type");--> statement-breakpoint
CREATE INDEX "projects_area_code_idx" ON "projects" USING btree ("area_code");--> statement-breakpoint
CREATE INDEX "projects_start_date_idx" ON "projects" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "projects_planned_budget_idx" ON "projects" USING btree ("planned_budget");--> statement-breakpoint
CREATE INDEX "projects_approved_amount_idx" ON "projects" USING btree ("approved_amount");--> statement-breakpoint
CREATE INDEX "operation_logs_project_idx" ON "operation_logs" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('draft', 'applying', 'under_review', 'approved', 'agreement_signed', 'in_progress', 'closing', 'closed', 'rejected', 'withdrawn', 'suspended', 'terminated'));