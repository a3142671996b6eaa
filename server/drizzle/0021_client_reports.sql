ALTER TABLE "files" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_instances" ALTER COLUMN "initiator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "uploaded_by_beneficiary_id" integer;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD COLUMN "created_by_beneficiary_id" integer;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD COLUMN "submitted_by_beneficiary_id" integer;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD COLUMN "initiator_beneficiary_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("uploaded_by_beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_created_by_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("created_by_beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_reports" ADD CONSTRAINT "stage_reports_submitted_by_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("submitted_by_beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_initiator_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("initiator_beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploader_check" CHECK (("files"."uploaded_by" is null) <> ("files"."uploaded_by_beneficiary_id" is null));--> statement-breakpoint
ALTER TABLE "approval_instances" ADD CONSTRAINT "approval_instances_initiator_check" CHECK (("approval_instances"."initiator_id" is null) <> ("approval_instances"."initiator_beneficiary_id" is null));