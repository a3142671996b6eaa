CREATE TABLE "material_borrowings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_borrowings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"material_id" integer NOT NULL,
	"borrower" text NOT NULL,
	"purpose" text NOT NULL,
	"borrowed_on" date NOT NULL,
	"due_on" date NOT NULL,
	"returned_on" date,
	"lent_by" integer NOT NULL,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_borrowings_due_check" CHECK ("material_borrowings"."due_on" >= "material_borrowings"."borrowed_on"),
	CONSTRAINT "material_borrowings_returned_check" CHECK (("material_borrowings"."returned_on" is null and "material_borrowings"."received_by" is null) or ("material_borrowings"."returned_on" >= "material_borrowings"."borrowed_on" and "material_borrowings"."received_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "material_category_rules" (
	"category" text PRIMARY KEY NOT NULL,
	"retention_years" integer NOT NULL,
	"required_for_close" boolean DEFAULT false NOT NULL,
	CONSTRAINT "material_category_rules_years_check" CHECK ("material_category_rules"."retention_years" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "material_document_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_document_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_document_versions_version_check" CHECK ("material_document_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "material_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"material_id" integer NOT NULL,
	"name" text NOT NULL,
	"current_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_documents_current_version_check" CHECK ("material_documents"."current_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_number_counters" (
	"project_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "material_number_counters_project_id_year_pk" PRIMARY KEY("project_id","year"),
	CONSTRAINT "material_number_counters_sequence_check" CHECK ("material_number_counters"."last_sequence" >= 1)
);
--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "confidentiality" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "retention_until" date;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "source_entity" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_borrowings" ADD CONSTRAINT "material_borrowings_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_borrowings" ADD CONSTRAINT "material_borrowings_lent_by_users_id_fk" FOREIGN KEY ("lent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_borrowings" ADD CONSTRAINT "material_borrowings_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_document_versions" ADD CONSTRAINT "material_document_versions_document_id_material_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."material_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_document_versions" ADD CONSTRAINT "material_document_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_document_versions" ADD CONSTRAINT "material_document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_documents" ADD CONSTRAINT "material_documents_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_number_counters" ADD CONSTRAINT "material_number_counters_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_borrowings_material_idx" ON "material_borrowings" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_borrowings_open_key" ON "material_borrowings" USING btree ("material_id") WHERE "material_borrowings"."returned_on" is null;--> statement-breakpoint
CREATE INDEX "material_borrowings_due_idx" ON "material_borrowings" USING btree ("due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "material_document_versions_key" ON "material_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "material_document_versions_file_idx" ON "material_document_versions" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "material_documents_material_idx" ON "material_documents" USING btree ("material_id");--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "materials_source_key" ON "materials" USING btree ("source_entity","source_id") WHERE "materials"."source_entity" is not null;--> statement-breakpoint
CREATE INDEX "materials_retention_idx" ON "materials" USING btree ("retention_until");--> statement-breakpoint
-- hand-written: the entries of the bare list before issue 15 become archive entries. No route ever created them
-- (the demo seed did, always under a project), so every row has a project (SET NOT NULL above fails loudly
-- otherwise rather than dropping an entry). Their numbers stay: they may be written on paper folders; the rule
-- `DA-<year>-<project code>-<sequence>` numbers new entries. Who filed one is who uploaded it; its file name
-- becomes a document with no stored version (the list held the name only: a scan is added as version 1).
-- Retention: the category's period from the day it was filed, as the category rules of this release say
-- (seed/material-categories.ts), in the foundation's default time zone.
UPDATE "materials" SET "created_by" = "uploaded_by";--> statement-breakpoint
UPDATE "materials" SET "status" = 'pending' WHERE "status" NOT IN ('pending', 'archived', 'borrowed', 'destroyed');--> statement-breakpoint
UPDATE "materials"
SET "retention_until" = (("created_at" AT TIME ZONE 'Asia/Shanghai')::date + make_interval(years => CASE "category"
    WHEN 'agreement' THEN 30
    WHEN 'invoice' THEN 30
    WHEN 'certificate' THEN 30
    WHEN 'finance' THEN 30
    WHEN 'closing' THEN 30
    ELSE 10
  END))::date;--> statement-breakpoint
ALTER TABLE "materials" ALTER COLUMN "retention_until" SET NOT NULL;--> statement-breakpoint
INSERT INTO "material_documents" ("material_id", "name", "current_version", "created_at")
SELECT "id", "file_name", 0, "created_at" FROM "materials" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_status_check" CHECK ("materials"."status" in ('pending', 'archived', 'borrowed', 'destroyed'));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_confidentiality_check" CHECK ("materials"."confidentiality" in ('public', 'internal', 'confidential'));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_source_check" CHECK (("materials"."source_entity" is null and "materials"."source_id" is null) or ("materials"."source_id" is not null and "materials"."source_entity" in ('agreement', 'report', 'appropriation')));--> statement-breakpoint
ALTER TABLE "materials" DROP CONSTRAINT "materials_uploaded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "materials" DROP COLUMN "file_name";--> statement-breakpoint
ALTER TABLE "materials" DROP COLUMN "uploaded_by";
