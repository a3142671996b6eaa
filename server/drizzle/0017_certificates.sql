CREATE TABLE "cert_number_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "cert_number_counters_prefix_year_pk" PRIMARY KEY("prefix","year"),
	CONSTRAINT "cert_number_counters_sequence_check" CHECK ("cert_number_counters"."last_sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cert_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cert_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"recipient_type" text NOT NULL,
	"issuer_name" text NOT NULL,
	"prefix" text NOT NULL,
	"digits" integer DEFAULT 4 NOT NULL,
	"background_file_id" integer,
	"seal_file_id" integer,
	"signature_file_id" integer,
	"layout" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_templates_recipient_type_check" CHECK ("cert_templates"."recipient_type" in ('volunteer', 'supporter', 'beneficiary', 'partner')),
	CONSTRAINT "cert_templates_digits_check" CHECK ("cert_templates"."digits" between 3 and 8)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"verify_code" text NOT NULL,
	"template_id" integer NOT NULL,
	"template_version" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"issuer_name" text NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"project_id" integer,
	"project_name" text,
	"hours" numeric(8, 2),
	"amount" numeric(18, 2),
	"issued_on" date NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"revoke_reason" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"pdf_file_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" in ('issued', 'revoked')),
	CONSTRAINT "certificates_recipient_type_check" CHECK ("certificates"."recipient_type" in ('volunteer', 'supporter', 'beneficiary', 'partner')),
	CONSTRAINT "certificates_revoked_check" CHECK ("certificates"."status" <> 'revoked' or ("certificates"."revoke_reason" is not null and "certificates"."revoked_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "cert_templates" ADD CONSTRAINT "cert_templates_background_file_id_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_templates" ADD CONSTRAINT "cert_templates_seal_file_id_files_id_fk" FOREIGN KEY ("seal_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_templates" ADD CONSTRAINT "cert_templates_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_templates" ADD CONSTRAINT "cert_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_template_id_cert_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."cert_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cert_templates_name_key" ON "cert_templates" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verify_code_key" ON "certificates" USING btree ("verify_code");--> statement-breakpoint
CREATE INDEX "certificates_recipient_idx" ON "certificates" USING btree ("recipient_type","recipient_id");--> statement-breakpoint
CREATE INDEX "certificates_template_project_idx" ON "certificates" USING btree ("template_id","project_id");