CREATE TABLE "partner_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"mobile_hash" text,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"donated_on" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"purpose" text NOT NULL,
	"project_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_donations_amount_check" CHECK ("partner_donations"."amount" > 0 and "partner_donations"."amount" <= 1000000000000.00)
);
--> statement-breakpoint
CREATE TABLE "partner_qualifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_id" integer,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" DROP CONSTRAINT "partners_type_check";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "blacklisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "blacklist_reason" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "blacklisted_by" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_donations" ADD CONSTRAINT "partner_donations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_donations" ADD CONSTRAINT "partner_donations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_donations" ADD CONSTRAINT "partner_donations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_qualifications" ADD CONSTRAINT "partner_qualifications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_qualifications" ADD CONSTRAINT "partner_qualifications_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_contacts_partner_idx" ON "partner_contacts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_contacts_mobile_hash_idx" ON "partner_contacts" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "partner_donations_partner_idx" ON "partner_donations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_donations_project_idx" ON "partner_donations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "partner_qualifications_partner_idx" ON "partner_qualifications" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_qualifications_expiry_idx" ON "partner_qualifications" USING btree ("expiry_date");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_blacklisted_by_users_id_fk" FOREIGN KEY ("blacklisted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_type_created_at_idx" ON "partners" USING btree ("type","created_at");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_rating_check" CHECK ("partners"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_blacklist_check" CHECK (("partners"."blacklisted_at" is null) = ("partners"."blacklist_reason" is null));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_type_check" CHECK ("partners"."type" in ('company', 'supplier', 'supporter'));--> statement-breakpoint
-- hand-written: each existing partner's one contact becomes the first row of its contacts
INSERT INTO "partner_contacts" ("partner_id", "seq", "name", "mobile", "mobile_hash")
SELECT "id", 1, "contact_name", "mobile", "mobile_hash" FROM "partners"
WHERE "contact_name" <> '' AND NOT EXISTS (SELECT 1 FROM "partner_contacts" c WHERE c."partner_id" = "partners"."id");
