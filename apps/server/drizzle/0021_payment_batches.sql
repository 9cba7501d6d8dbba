CREATE TABLE "banker"."payment_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_reference" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"reason" text,
	"originator_iban" text NOT NULL,
	"originator_iban_holder" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"modified_by_id" text,
	"modified_by_given_name" text,
	"modified_by_family_name" text
);
--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD COLUMN "payment_batch_id" integer;--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD CONSTRAINT "withdrawals_payment_batch_id_payment_batches_id_fk" FOREIGN KEY ("payment_batch_id") REFERENCES "banker"."payment_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_payment_batch" ON "banker"."withdrawals" USING btree ("payment_batch_id");