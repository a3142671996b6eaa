-- FILE_STORAGE=postgres keeps each stored file as a large object; this maps the key its files row names to the
-- object (server/src/storage/postgres-large-objects.ts). Empty with the local folder or S3.
CREATE TABLE "stored_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"oid" "oid" NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
