CREATE INDEX "entity_files_file_idx" ON "entity_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "appropriations_receipt_file_idx" ON "appropriations" USING btree ("receipt_file_id");--> statement-breakpoint
CREATE INDEX "budget_expenses_file_idx" ON "budget_expenses" USING btree ("file_id");--> statement-breakpoint
-- hand-written: every file gets an owner before "uploaded_by" becomes NOT NULL (drizzle-kit's SET NOT NULL, moved
-- to the end). Uploads always recorded their uploader, so this only catches rows written by hand: the owner is who
-- attached the file (the payer of a receipt, the author of an expense or of the application, agreement or report),
-- else the first administrator.
UPDATE "files" AS f SET "uploaded_by" = a."paid_by" FROM "appropriations" AS a
  WHERE f."uploaded_by" IS NULL AND a."receipt_file_id" = f."id" AND a."paid_by" IS NOT NULL;--> statement-breakpoint
UPDATE "files" AS f SET "uploaded_by" = e."created_by" FROM "budget_expenses" AS e
  WHERE f."uploaded_by" IS NULL AND e."file_id" = f."id" AND e."created_by" IS NOT NULL;--> statement-breakpoint
UPDATE "files" AS f SET "uploaded_by" = r."created_by"
  FROM "entity_files" AS ef
  JOIN (
    SELECT 'application' AS entity, "id", "created_by" FROM "applications"
    UNION ALL SELECT 'agreement', "id", "created_by" FROM "agreements"
    UNION ALL SELECT 'report', "id", "created_by" FROM "stage_reports"
  ) AS r ON r.entity = ef."entity" AND r."id" = ef."entity_id"
  WHERE f."uploaded_by" IS NULL AND ef."file_id" = f."id" AND r."created_by" IS NOT NULL;--> statement-breakpoint
UPDATE "files" SET "uploaded_by" = (SELECT "id" FROM "users" WHERE "is_admin" = 1 ORDER BY "id" LIMIT 1)
  WHERE "uploaded_by" IS NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "uploaded_by" SET NOT NULL;--> statement-breakpoint
-- hand-written: stored names lose control, format (bidirectional overrides and isolates, zero-width) and separator
-- characters, as uploads now do (modules/files/file-name.ts).
UPDATE "files"
  SET "name" = regexp_replace("name", '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]', '', 'g')
  WHERE "name" ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]';
