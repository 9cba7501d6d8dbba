CREATE SCHEMA "planner";
--> statement-breakpoint
CREATE TABLE "planner"."calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "planner"."itineraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"itinerary" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner"."plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"traveller_id" text NOT NULL,
	"plan_type" text DEFAULT 'SEARCH' NOT NULL,
	"from_label" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lon" double precision NOT NULL,
	"to_label" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lon" double precision NOT NULL,
	"travel_time" timestamp with time zone NOT NULL,
	"use_as_arrival_time" boolean NOT NULL,
	"nr_seats" integer NOT NULL,
	"max_walk_distance" integer NOT NULL,
	"modalities" jsonb NOT NULL,
	"request_duration" integer NOT NULL,
	"extended_max_walk_distance" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner"."trip_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"state" text NOT NULL,
	"leg" jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"booking_id" integer,
	"fare_credits" integer DEFAULT 0 NOT NULL,
	"payment_state" text,
	"payment_id" integer
);
--> statement-breakpoint
CREATE TABLE "planner"."trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"traveller_id" text NOT NULL,
	"itinerary_id" integer,
	"state" text NOT NULL,
	"from_label" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lon" double precision NOT NULL,
	"to_label" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lon" double precision NOT NULL,
	"nr_seats" integer NOT NULL,
	"arrival_time_is_pinned" boolean NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL,
	"cancel_reason" text,
	"cancelled_by_provider" boolean DEFAULT false NOT NULL,
	"reminder_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planner"."itineraries" ADD CONSTRAINT "itineraries_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "planner"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD CONSTRAINT "trip_legs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "planner"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itineraries_plan_idx" ON "planner"."itineraries" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_created_at_idx" ON "planner"."plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trip_legs_trip_idx" ON "planner"."trip_legs" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_legs_booking_idx" ON "planner"."trip_legs" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "trips_traveller_departure_idx" ON "planner"."trips" USING btree ("traveller_id","departure_time");--> statement-breakpoint
CREATE INDEX "trips_state_departure_idx" ON "planner"."trips" USING btree ("state","departure_time");