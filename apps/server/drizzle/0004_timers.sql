CREATE TABLE "platform"."timers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "timers_pending_kind_entity" ON "platform"."timers" USING btree ("kind","entity") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "timers_due" ON "platform"."timers" USING btree ("due_at") WHERE done_at is null;