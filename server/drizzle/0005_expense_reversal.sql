ALTER TABLE "budget_expenses" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD COLUMN "reversed_by" integer;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_reversal_check" CHECK (("budget_expenses"."reversed_at" is null and "budget_expenses"."reversed_by" is null and "budget_expenses"."reversal_reason" is null)
        or ("budget_expenses"."reversed_at" is not null and "budget_expenses"."reversed_by" is not null and length(trim("budget_expenses"."reversal_reason")) > 0));