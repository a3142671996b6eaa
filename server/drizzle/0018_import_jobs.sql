CREATE TABLE "import_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mode" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"original_file_id" integer NOT NULL,
	"error_file_id" integer,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"step_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_jobs_type_check" CHECK ("import_jobs"."type" in ('beneficiaryPerson', 'beneficiaryCompany')),
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('uploaded', 'checking', 'checked', 'committing', 'committed', 'failed')),
	CONSTRAINT "import_jobs_mode_check" CHECK ("import_jobs"."mode" is null or "import_jobs"."mode" in ('all', 'valid')),
	CONSTRAINT "import_jobs_progress_check" CHECK ("import_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_original_file_id_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_error_file_id_files_id_fk" FOREIGN KEY ("error_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_created_idx" ON "import_jobs" USING btree ("created_at");