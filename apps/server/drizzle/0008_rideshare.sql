CREATE SCHEMA "rideshare";
--> statement-breakpoint
CREATE TABLE "rideshare"."bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_id" integer NOT NULL,
	"passenger_id" text NOT NULL,
	"passenger_given_name" text NOT NULL,
	"passenger_family_name" text NOT NULL,
	"state" text NOT NULL,
	"pickup_label" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lon" double precision NOT NULL,
	"drop_off_label" text NOT NULL,
	"drop_off_lat" double precision NOT NULL,
	"drop_off_lon" double precision NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"earliest_departure" timestamp with time zone NOT NULL,
	"latest_arrival" timestamp with time zone NOT NULL,
	"nr_seats" integer NOT NULL,
	"fare_credits" integer NOT NULL,
	"passenger_trip_ref" text,
	"passenger_trip_plan_ref" text,
	"cancel_reason" text,
	"cancelled_by_driver" boolean,
	"confirmed" boolean,
	"confirmation_reason" text,
	"confirmed_by_passenger" boolean,
	"confirmation_reason_by_passenger" text,
	"payment_state" text,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rideshare"."cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" text NOT NULL,
	"license_plate" text NOT NULL,
	"plate" text NOT NULL,
	"country_code" text DEFAULT 'NL' NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"type" text,
	"color" text,
	"color2" text,
	"nr_seats" integer,
	"nr_doors" integer,
	"registration_year" integer,
	"co2_emission" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rideshare"."ride_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" text NOT NULL,
	"interval" integer NOT NULL,
	"unit" text NOT NULL,
	"days_of_week_mask" integer,
	"horizon" text,
	"first_departure_time" timestamp with time zone NOT NULL,
	"generated_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rideshare"."rides" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer,
	"driver_id" text NOT NULL,
	"driver_given_name" text NOT NULL,
	"driver_family_name" text NOT NULL,
	"car_id" integer NOT NULL,
	"from_label" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lon" double precision NOT NULL,
	"to_label" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lon" double precision NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"arrival_time_pinned" boolean NOT NULL,
	"direct_meters" integer NOT NULL,
	"direct_seconds" integer NOT NULL,
	"distance_meters" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"estimated" boolean NOT NULL,
	"geometry" text,
	"geometry_length" integer,
	"max_detour_meters" integer NOT NULL,
	"max_detour_seconds" integer NOT NULL,
	"nr_seats_available" integer NOT NULL,
	"able_to_assist" boolean NOT NULL,
	"luggage_options" jsonb NOT NULL,
	"state" text DEFAULT 'SCHEDULED' NOT NULL,
	"cancel_reason" text,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"legs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rideshare"."bookings" ADD CONSTRAINT "bookings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "rideshare"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rideshare"."rides" ADD CONSTRAINT "rides_template_id_ride_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "rideshare"."ride_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rideshare"."rides" ADD CONSTRAINT "rides_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "rideshare"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_ride" ON "rideshare"."bookings" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "bookings_passenger" ON "rideshare"."bookings" USING btree ("passenger_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_driver_plate" ON "rideshare"."cars" USING btree ("driver_id","plate");--> statement-breakpoint
CREATE INDEX "rides_driver_departure" ON "rideshare"."rides" USING btree ("driver_id","departure_time");--> statement-breakpoint
CREATE INDEX "rides_state_departure" ON "rideshare"."rides" USING btree ("state","departure_time");--> statement-breakpoint
CREATE INDEX "rides_template" ON "rideshare"."rides" USING btree ("template_id");