CREATE TABLE "areas" (
	"code" char(6) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" char(6)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"sub_title" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"message_type" smallint,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_check" CHECK ("messages"."type" in ('message', 'notice', 'todo')),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in (0, 1)),
	CONSTRAINT "messages_message_type_check" CHECK ("messages"."message_type" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"route_name" text NOT NULL,
	"path" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certification_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certification_type" text NOT NULL,
	"certification_content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"certified_at" timestamp with time zone NOT NULL,
	"legal_person" text NOT NULL,
	"certificate_type" text NOT NULL,
	"authentication_number" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"enterprise_certificate_type" text NOT NULL,
	"organization_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_code" char(6);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_parent_code_areas_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."areas"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_visits" ADD CONSTRAINT "page_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_records" ADD CONSTRAINT "certification_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD CONSTRAINT "enterprise_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_code_idx" ON "areas" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "messages_user_type_created_at_idx" ON "messages" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "page_visits_user_visited_at_idx" ON "page_visits" USING btree ("user_id","visited_at");--> statement-breakpoint
CREATE INDEX "certification_records_user_created_at_idx" ON "certification_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_certifications_user_key" ON "enterprise_certifications" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_area_code_areas_code_fk" FOREIGN KEY ("area_code") REFERENCES "public"."areas"("code") ON DELETE no action ON UPDATE no action;