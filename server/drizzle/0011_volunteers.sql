CREATE TABLE "volunteer_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteer_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"volunteer_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"sub_project_id" integer,
	"activity" text NOT NULL,
	"planned_start" timestamp with time zone NOT NULL,
	"planned_end" timestamp with time zone NOT NULL,
	"actual_start" timestamp with time zone,
	"actual_end" timestamp with time zone,
	"hours" numeric(6, 2),
	"status" text DEFAULT 'scheduled' NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_services_status_check" CHECK ("volunteer_services"."status" in ('scheduled', 'attended', 'noShow', 'verified')),
	CONSTRAINT "volunteer_services_planned_check" CHECK ("volunteer_services"."planned_end" > "volunteer_services"."planned_start"),
	CONSTRAINT "volunteer_services_hours_check" CHECK ("volunteer_services"."hours" >= 0 and "volunteer_services"."hours" <= 24),
	CONSTRAINT "volunteer_services_attended_check" CHECK ("volunteer_services"."status" not in ('attended', 'verified') or ("volunteer_services"."hours" is not null and "volunteer_services"."actual_start" is not null and "volunteer_services"."actual_end" is not null)),
	CONSTRAINT "volunteer_services_verified_check" CHECK ("volunteer_services"."status" <> 'verified' or ("volunteer_services"."verified_by" is not null and "volunteer_services"."verified_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "volunteers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"id_number_cipher" text NOT NULL,
	"birth_date" date NOT NULL,
	"mobile" text NOT NULL,
	"mobile_hash" text,
	"area_code" char(6) NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability_note" text DEFAULT '' NOT NULL,
	"emergency_name" text NOT NULL,
	"emergency_relation" text NOT NULL,
	"emergency_mobile" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteers_gender_check" CHECK ("volunteers"."gender" in ('male', 'female')),
	CONSTRAINT "volunteers_id_type_check" CHECK ("volunteers"."id_type" in ('resident_id', 'passport', 'other')),
	CONSTRAINT "volunteers_status_check" CHECK ("volunteers"."status" in ('applied', 'active', 'suspended', 'left'))
);
--> statement-breakpoint
ALTER TABLE "volunteer_services" ADD CONSTRAINT "volunteer_services_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_services" ADD CONSTRAINT "volunteer_services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_services" ADD CONSTRAINT "volunteer_services_sub_project_id_projects_id_fk" FOREIGN KEY ("sub_project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_services" ADD CONSTRAINT "volunteer_services_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_services" ADD CONSTRAINT "volunteer_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteers" ADD CONSTRAINT "volunteers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volunteer_services_volunteer_status_idx" ON "volunteer_services" USING btree ("volunteer_id","status");--> statement-breakpoint
CREATE INDEX "volunteer_services_project_status_idx" ON "volunteer_services" USING btree ("project_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteers_code_key" ON "volunteers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteers_id_number_key" ON "volunteers" USING btree ("id_type","id_number_hash");--> statement-breakpoint
CREATE INDEX "volunteers_name_idx" ON "volunteers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "volunteers_mobile_hash_idx" ON "volunteers" USING btree ("mobile_hash");--> statement-breakpoint
CREATE INDEX "volunteers_status_idx" ON "volunteers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "volunteers_area_code_idx" ON "volunteers" USING btree ("area_code");