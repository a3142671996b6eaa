CREATE TABLE "beneficiary_client_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beneficiary_client_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"beneficiary_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_qualifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beneficiary_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"beneficiary_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "beneficiaries_id_number_key";--> statement-breakpoint
ALTER TABLE "beneficiaries" ALTER COLUMN "id_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "id_number_cipher" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "id_number_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "credit_code" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "household_size" integer;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "vulnerability_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "guardian_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "guardian_relation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "guardian_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "consent_date" date;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "consent_file_id" integer;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "legal_representative" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "org_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiary_client_accounts" ADD CONSTRAINT "beneficiary_client_accounts_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_qualifications" ADD CONSTRAINT "beneficiary_qualifications_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_client_accounts_key" ON "beneficiary_client_accounts" USING btree ("mobile","beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiary_client_accounts_beneficiary_idx" ON "beneficiary_client_accounts" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiary_qualifications_beneficiary_idx" ON "beneficiary_qualifications" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "beneficiary_qualifications_expiry_idx" ON "beneficiary_qualifications" USING btree ("expiry_date");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_merged_into_id_beneficiaries_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_person_id_key" ON "beneficiaries" USING btree ("id_type","id_number_hash") WHERE "beneficiaries"."type" = 'person' and "beneficiaries"."status" <> 'merged';--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_credit_code_key" ON "beneficiaries" USING btree ("credit_code") WHERE "beneficiaries"."type" = 'company' and "beneficiaries"."status" <> 'merged';--> statement-breakpoint
CREATE INDEX "beneficiaries_created_at_idx" ON "beneficiaries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "beneficiaries_area_code_idx" ON "beneficiaries" USING btree ("area_code");--> statement-breakpoint
CREATE INDEX "beneficiaries_name_birth_date_idx" ON "beneficiaries" USING btree ("name","birth_date");--> statement-breakpoint
CREATE INDEX "beneficiaries_tags_idx" ON "beneficiaries" USING gin ("vulnerability_tags");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_status_check" CHECK ("beneficiaries"."status" in ('active', 'inactive', 'merged'));--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_merged_check" CHECK (("beneficiaries"."status" = 'merged') = ("beneficiaries"."merged_into_id" is not null));--> statement-breakpoint
-- hand-written: a company's unified social credit code moves out of id_number into credit_code (public registry
-- data, kept plain), with its masked form; persons' ID numbers stay in id_number until the next start encrypts
-- them (db/id-number-encryption.ts: the key is not in the database) and clears the column.
UPDATE "beneficiaries"
SET "credit_code" = upper(regexp_replace("id_number", '[\s-]', '', 'g')),
    "id_number_masked" = CASE
      WHEN length(upper(regexp_replace("id_number", '[\s-]', '', 'g'))) >= 8 THEN
        left(upper(regexp_replace("id_number", '[\s-]', '', 'g')), 3)
        || repeat('*', length(upper(regexp_replace("id_number", '[\s-]', '', 'g'))) - 5)
        || right(upper(regexp_replace("id_number", '[\s-]', '', 'g')), 2)
      ELSE left("id_number", -1) || '*'
    END,
    "id_number" = NULL
WHERE "type" = 'company' AND "id_number" IS NOT NULL;--> statement-breakpoint
-- hand-written: the client portal signs in by beneficiary_client_accounts now; each record's mobile becomes its first
-- linked phone (looked up by the mobile as typed).
INSERT INTO "beneficiary_client_accounts" ("beneficiary_id", "mobile")
SELECT "id", "mobile" FROM "beneficiaries" WHERE "mobile" <> ''
ON CONFLICT DO NOTHING;
