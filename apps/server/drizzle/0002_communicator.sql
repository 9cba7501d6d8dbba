CREATE SCHEMA "communicator";
--> statement-breakpoint
CREATE SCHEMA "platform";
--> statement-breakpoint
CREATE TABLE "communicator"."conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"owner_role" text NOT NULL,
	"topic" text NOT NULL,
	"initial_context" text NOT NULL,
	"contexts" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "communicator"."envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"recipient_id" text NOT NULL,
	"context" text NOT NULL,
	"is_sender" boolean DEFAULT false NOT NULL,
	"ack_at" timestamp with time zone,
	"push_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "communicator"."messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"context" text NOT NULL,
	"delivery_mode" text NOT NULL,
	"sender_id" text,
	"sender_context" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communicator"."push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communicator"."users" (
	"id" text PRIMARY KEY NOT NULL,
	"fcm_token" text,
	"fcm_token_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform"."job_schedule" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform"."outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "communicator"."envelopes" ADD CONSTRAINT "envelopes_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "communicator"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communicator"."envelopes" ADD CONSTRAINT "envelopes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "communicator"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_owner_initial_context" ON "communicator"."conversations" USING btree ("owner_id","initial_context");--> statement-breakpoint
CREATE INDEX "conversations_contexts" ON "communicator"."conversations" USING gin ("contexts");--> statement-breakpoint
CREATE INDEX "conversations_owner" ON "communicator"."conversations" USING btree ("owner_id","archived_at");--> statement-breakpoint
CREATE UNIQUE INDEX "envelopes_message_recipient" ON "communicator"."envelopes" USING btree ("message_id","recipient_id");--> statement-breakpoint
CREATE INDEX "envelopes_conversation" ON "communicator"."envelopes" USING btree ("conversation_id","message_id");--> statement-breakpoint
CREATE INDEX "envelopes_unread" ON "communicator"."envelopes" USING btree ("recipient_id") WHERE ack_at is null and not is_sender;--> statement-breakpoint
CREATE INDEX "messages_created" ON "communicator"."messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint" ON "communicator"."push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user" ON "communicator"."push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_due" ON "platform"."outbox" USING btree ("next_attempt_at") WHERE done_at is null;