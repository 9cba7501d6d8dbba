CREATE SCHEMA "profile";
--> statement-breakpoint
CREATE TABLE "profile"."compliment_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"receiver_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"context" text NOT NULL,
	"compliments" text[] NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."places" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"ref" text,
	"label" text NOT NULL,
	"name" text,
	"category" text,
	"favorite" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"postal_code" text,
	"locality" text,
	"country_code" text,
	"state_code" text,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"date_of_birth" date,
	"image_path" text,
	"user_role" text NOT NULL,
	"acting_role" text NOT NULL,
	"home_label" text,
	"home_street" text,
	"home_house_number" text,
	"home_postal_code" text,
	"home_locality" text,
	"home_country_code" text,
	"home_state_code" text,
	"home_lon" double precision,
	"home_lat" double precision,
	"accepted_terms" boolean NOT NULL,
	"older_than_sixteen" boolean NOT NULL,
	"safety_guidelines" boolean NOT NULL,
	"search_preferences" jsonb,
	"ride_plan_options" jsonb,
	"notification_options" jsonb NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"iban" text,
	"iban_holder" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"receiver_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"context" text NOT NULL,
	"review" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile"."user_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"path" text,
	"cta_id" text,
	"size" integer,
	"on_behalf_of" text
);
--> statement-breakpoint
CREATE TABLE "profile"."user_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"session_key" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profile"."compliment_sets" ADD CONSTRAINT "compliment_sets_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "profile"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile"."compliment_sets" ADD CONSTRAINT "compliment_sets_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "profile"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile"."places" ADD CONSTRAINT "places_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "profile"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile"."reviews" ADD CONSTRAINT "reviews_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "profile"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile"."reviews" ADD CONSTRAINT "reviews_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "profile"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile"."user_events" ADD CONSTRAINT "user_events_session_id_user_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "profile"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile"."user_sessions" ADD CONSTRAINT "user_sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "profile"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliment_sets_receiver_sender_context_key" ON "profile"."compliment_sets" USING btree ("receiver_id","sender_id","context");--> statement-breakpoint
CREATE INDEX "compliment_sets_sender_idx" ON "profile"."compliment_sets" USING btree ("sender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_profile_ref_key" ON "profile"."places" USING btree ("profile_id","ref");--> statement-breakpoint
CREATE INDEX "profiles_user_role_idx" ON "profile"."profiles" USING btree ("user_role");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_receiver_sender_context_key" ON "profile"."reviews" USING btree ("receiver_id","sender_id","context");--> statement-breakpoint
CREATE INDEX "reviews_sender_idx" ON "profile"."reviews" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "user_events_session_idx" ON "profile"."user_events" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_sessions_profile_session_key" ON "profile"."user_sessions" USING btree ("profile_id","session_key");