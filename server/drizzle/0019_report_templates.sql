CREATE TABLE "report_plan_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_plan_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"offset_months" integer,
	"fixed_date" date,
	"template_version_id" integer NOT NULL,
	"instalment_seq" integer,
	"reminder_days" integer DEFAULT 7 NOT NULL,
	CONSTRAINT "report_plan_items_kind_check" CHECK ("report_plan_items"."kind" in ('stage', 'final', 'financial')),
	CONSTRAINT "report_plan_items_due_check" CHECK (("report_plan_items"."offset_months" is null) <> ("report_plan_items"."fixed_date" is null))
);
--> statement-breakpoint
CREATE TABLE "report_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"agreement_id" integer,
	"project_type" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_plans_scope_check" CHECK (("report_plans"."agreement_id" is null) <> ("report_plans"."project_type" is null))
);
--> statement-breakpoint
CREATE TABLE "report_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_reminders_kind_check" CHECK ("report_reminders"."kind" in ('due', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "report_template_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_template_versions_status_check" CHECK ("report_template_versions"."status" in ('draft', 'published', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "report_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_report_items" ADD COLUMN "kind" text DEFAULT 'stage' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_report_items" ADD COLUMN "template_version_id" integer;--> statement-breakpoint
ALTER TABLE "agreement_report_items" ADD COLUMN "reminder_days" integer;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD COLUMN "template_version_id" integer;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD COLUMN "values" jsonb;--> statement-breakpoint
ALTER TABLE "report_plan_items" ADD CONSTRAINT "report_plan_items_plan_id_report_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."report_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_plan_items" ADD CONSTRAINT "report_plan_items_template_version_id_report_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."report_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_plans" ADD CONSTRAINT "report_plans_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_plans" ADD CONSTRAINT "report_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reminders" ADD CONSTRAINT "report_reminders_report_item_id_agreement_report_items_id_fk" FOREIGN KEY ("report_item_id") REFERENCES "public"."agreement_report_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_versions" ADD CONSTRAINT "report_template_versions_template_id_report_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."report_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_template_versions" ADD CONSTRAINT "report_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_templates" ADD CONSTRAINT "report_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_plan_items_seq_key" ON "report_plan_items" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE INDEX "report_plans_project_type_idx" ON "report_plans" USING btree ("project_type");--> statement-breakpoint
CREATE INDEX "report_plans_agreement_idx" ON "report_plans" USING btree ("agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_reminders_item_kind_due_key" ON "report_reminders" USING btree ("report_item_id","kind","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "report_template_versions_seq_key" ON "report_template_versions" USING btree ("template_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "report_template_versions_one_draft_key" ON "report_template_versions" USING btree ("template_id") WHERE "report_template_versions"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "report_templates_code_key" ON "report_templates" USING btree ("code");--> statement-breakpoint
ALTER TABLE "agreement_report_items" ADD CONSTRAINT "agreement_report_items_template_version_id_report_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."report_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_template_version_id_report_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."report_template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_report_items" ADD CONSTRAINT "agreement_report_items_kind_check" CHECK ("agreement_report_items"."kind" in ('stage', 'final', 'financial'));--> statement-breakpoint
-- hand-written: a published or retired template version's form is frozen (the API answers 409 before this; this
-- holds whatever writes the row). Its status may still move on (published → retired), its form never.
CREATE FUNCTION "report_template_versions_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."status" <> 'draft' AND (NEW."definition" IS DISTINCT FROM OLD."definition" OR NEW."status" = 'draft') THEN
		RAISE EXCEPTION 'report template version % is %: its form cannot change', OLD."id", OLD."status" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "report_template_versions_frozen" BEFORE UPDATE ON "report_template_versions"
	FOR EACH ROW EXECUTE FUNCTION "report_template_versions_frozen"();
