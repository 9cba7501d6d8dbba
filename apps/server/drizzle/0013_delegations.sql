CREATE SCHEMA "delegation";
--> statement-breakpoint
CREATE TABLE "delegation"."delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"delegate_id" text NOT NULL,
	"delegator_id" text NOT NULL,
	"submission_time" timestamp with time zone NOT NULL,
	"activation_time" timestamp with time zone,
	"revocation_time" timestamp with time zone,
	"activation_code_hash" text,
	"activation_code_sent_time" timestamp with time zone,
	"activation_code_ttl" integer NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"sms_id" integer,
	"transfer_from" integer
);
--> statement-breakpoint
CREATE TABLE "platform"."sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"provider" text,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "delegations_delegate_idx" ON "delegation"."delegations" USING btree ("delegate_id");--> statement-breakpoint
CREATE INDEX "delegations_delegator_idx" ON "delegation"."delegations" USING btree ("delegator_id");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "platform"."sms_messages" USING btree ("created_at");