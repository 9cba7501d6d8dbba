CREATE TABLE "delegation"."code_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"delegation_id" integer NOT NULL,
	"delegate_id" text NOT NULL,
	"delegator_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planner"."calendar_feeds" ADD COLUMN "acted_by" text;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "previous_phone_number" text;--> statement-breakpoint
ALTER TABLE "profile"."profiles" ADD COLUMN "phone_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "code_events_pair_idx" ON "delegation"."code_events" USING btree ("delegator_id","delegate_id","at");--> statement-breakpoint
CREATE INDEX "sms_messages_to_idx" ON "platform"."sms_messages" USING btree ("to","created_at");