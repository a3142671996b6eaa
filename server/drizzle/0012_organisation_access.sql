CREATE TABLE "role_departments" (
	"role_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "role_departments_role_id_department_id_pk" PRIMARY KEY("role_id","department_id")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "leader_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "title_zh" text;--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "code" text;--> statement-breakpoint
-- hand-written: a role's code starts as its English name (what the specification's role list sends).
UPDATE "roles" SET "code" = "name_en";--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "role_departments" ADD CONSTRAINT "role_departments_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_departments" ADD CONSTRAINT "role_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_departments_department_idx" ON "role_departments" USING btree ("department_id");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_parent_idx" ON "departments" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_key" ON "roles" USING btree ("code");--> statement-breakpoint
CREATE INDEX "users_department_idx" ON "users" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "operation_logs_action_idx" ON "operation_logs" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_status_check" CHECK ("departments"."status" in ('active', 'disabled'));--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_not_own_parent_check" CHECK ("departments"."parent_id" is null or "departments"."parent_id" <> "departments"."id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_status_check" CHECK ("roles"."status" in ('active', 'disabled'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_data_scope_check" CHECK ("roles"."data_scope" in ('all', 'department', 'departmentTree', 'self', 'custom'));--> statement-breakpoint
-- hand-written: the operation log is append-only (no change or removal of a row, whoever asks).
CREATE FUNCTION "operation_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'operation_logs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operation_logs_append_only" BEFORE UPDATE OR DELETE ON "operation_logs"
	FOR EACH ROW EXECUTE FUNCTION "operation_logs_append_only"();
