CREATE TABLE "planner"."ride_alert_matches" (
	"alert_id" integer NOT NULL,
	"ride_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner"."ride_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"traveller_id" text NOT NULL,
	"from_label" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lon" double precision NOT NULL,
	"to_label" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lon" double precision NOT NULL,
	"travel_time" timestamp with time zone NOT NULL,
	"use_as_arrival_time" boolean NOT NULL,
	"nr_seats" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planner"."itineraries" ADD COLUMN "driver_id" text;--> statement-breakpoint
ALTER TABLE "planner"."itineraries" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "planner"."plans" ADD COLUMN "shout_out_id" integer;--> statement-breakpoint
ALTER TABLE "planner"."ride_alert_matches" ADD CONSTRAINT "ride_alert_matches_alert_id_ride_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "planner"."ride_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_alert_matches_alert_ride_idx" ON "planner"."ride_alert_matches" USING btree ("alert_id","ride_id");--> statement-breakpoint
CREATE INDEX "ride_alerts_time_idx" ON "planner"."ride_alerts" USING btree ("travel_time");--> statement-breakpoint
CREATE INDEX "ride_alerts_traveller_idx" ON "planner"."ride_alerts" USING btree ("traveller_id");--> statement-breakpoint
CREATE INDEX "itineraries_booking_idx" ON "planner"."itineraries" USING btree ("booking_id");