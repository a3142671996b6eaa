-- The remote registry's releases (modules/remotes): each release of a remote registered from releases/<folder>/<version>/,
-- and which one /remotes.json names for each remote (none: the bootstrap entry, REMOTES_CONFIG or the built-in dist).
CREATE TABLE "remote_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"entry" text NOT NULL,
	"meta" jsonb NOT NULL,
	"status" text NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"released_by" integer,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_status_check" CHECK ("remote_releases"."status" in ('ready', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "remote_active" (
	"remote" text PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"activated_by" integer,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_active" ADD CONSTRAINT "remote_active_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_active" ADD CONSTRAINT "remote_active_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_remote_version_unique" ON "remote_releases" USING btree ("remote","version");
