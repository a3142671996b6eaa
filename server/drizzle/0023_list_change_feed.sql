CREATE INDEX "appropriations_created_at_id_idx" ON "appropriations" USING btree ("created_at","id");--> statement-breakpoint
-- Each committed change to a table a list's count or a request's caller reads is announced on the channel
-- pm_changes (its table's name): servers drop what they cached from it (server/src/db/change-feed.ts). NOTIFY is
-- sent at commit and only then, so no server hears of a change it cannot yet read.
CREATE FUNCTION "pm_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pm_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "projects_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "appropriations_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appropriations" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "beneficiaries_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beneficiaries" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "beneficiary_qualifications_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "beneficiary_qualifications" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "applications_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operation_logs" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roles_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "user_roles_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "permissions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "role_departments_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_departments" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();--> statement-breakpoint
CREATE TRIGGER "departments_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "pm_notify_change"();
