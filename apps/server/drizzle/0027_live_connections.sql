CREATE TABLE "planner"."simulated_live_changes" (
	"trip_id" text NOT NULL,
	"service_date" text NOT NULL,
	"delay_seconds" integer NOT NULL,
	"cancelled" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "live_departure_delay" integer;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "live_arrival_delay" integer;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "live_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "planner"."trips" ADD COLUMN "connection_risk" jsonb;--> statement-breakpoint
ALTER TABLE "planner"."trips" ADD COLUMN "new_advice" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_live_changes_trip_day_idx" ON "planner"."simulated_live_changes" USING btree ("trip_id","service_date");