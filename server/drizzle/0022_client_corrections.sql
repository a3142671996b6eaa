CREATE TABLE "client_correction_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_correction_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"beneficiary_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_correction_requests_status_check" CHECK ("client_correction_requests"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "client_correction_requests" ADD CONSTRAINT "client_correction_requests_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_correction_requests" ADD CONSTRAINT "client_correction_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_correction_requests_beneficiary_idx" ON "client_correction_requests" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_correction_requests_one_pending_key" ON "client_correction_requests" USING btree ("beneficiary_id") WHERE "client_correction_requests"."status" = 'pending';