CREATE TABLE "approval_copies" (
	"instance_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"node_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_copies_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_type" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_definitions_type_check" CHECK ("approval_definitions"."business_type" in ('application', 'agreement', 'fund_payment', 'stage_report', 'budget_revision', 'project_closing')),
	CONSTRAINT "approval_definitions_status_check" CHECK ("approval_definitions"."status" in ('published', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "approval_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"node_index" integer NOT NULL,
	"comment" text,
	"target_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_type" text NOT NULL,
	"definition_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"project_id" integer,
	"title" text NOT NULL,
	"amount" numeric(18, 2),
	"path" text NOT NULL,
	"initiator_id" integer NOT NULL,
	"department_id" integer,
	"maker_ids" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"nodes" jsonb NOT NULL,
	"current_node" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "approval_instances_type_check" CHECK ("approval_instances"."business_type" in ('application', 'agreement', 'fund_payment', 'stage_report', 'budget_revision', 'project_closing')),
	CONSTRAINT "approval_instances_status_check" CHECK ("approval_instances"."status" in ('running', 'approved', 'rejected', 'withdrawn', 'cancelled')),
	CONSTRAINT "approval_instances_finished_check" CHECK (("approval_instances"."status" = 'running') = ("approval_instances"."finished_at" is null))
);
--> statement-breakpoint
CREATE TABLE "approval_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"node_index" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acted_at" timestamp with time zone,
	CONSTRAINT "approval_tasks_status_check" CHECK ("approval_tasks"."status" in ('pending', 'approved', 'rejected', 'returned', 'reassigned', 'cancelled')),
	CONSTRAINT "approval_tasks_acted_check" CHECK (("approval_tasks"."status" = 'pending') = ("approval_tasks"."acted_at" is null))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "approval_copies" ADD CONSTRAINT "approval_copies_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_copies" ADD CONSTRAINT "approval_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_definitions" ADD CONSTRAINT "approval_definitions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_history" ADD CONSTRAINT "approval_history_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_definition_id_approval_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."approval_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_instance_id_approval_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."approval_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_copies_user_idx" ON "approval_copies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_definitions_type_version_key" ON "approval_definitions" USING btree ("business_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_definitions_published_key" ON "approval_definitions" USING btree ("business_type") WHERE "approval_definitions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "approval_history_instance_idx" ON "approval_history" USING btree ("instance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_instances_running_key" ON "approval_instances" USING btree ("entity","entity_id") WHERE "approval_instances"."status" = 'running';--> statement-breakpoint
CREATE INDEX "approval_instances_entity_idx" ON "approval_instances" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_instances_initiator_idx" ON "approval_instances" USING btree ("initiator_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_instances_status_idx" ON "approval_instances" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "approval_tasks_assignee_idx" ON "approval_tasks" USING btree ("assignee_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_tasks_instance_idx" ON "approval_tasks" USING btree ("instance_id","node_index");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_tasks_pending_key" ON "approval_tasks" USING btree ("instance_id","node_index","assignee_id") WHERE "approval_tasks"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_task_id_approval_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."approval_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_task_idx" ON "messages" USING btree ("task_id");