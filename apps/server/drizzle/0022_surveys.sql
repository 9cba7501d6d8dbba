CREATE TABLE "profile"."survey_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"profile_id" text NOT NULL,
	"invitation_time" timestamp with time zone NOT NULL,
	"invitation_count" integer DEFAULT 1 NOT NULL,
	"redirect_time" timestamp with time zone,
	"submit_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile"."surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"take_delay_hours" integer DEFAULT 0 NOT NULL,
	"take_interval_hours" integer,
	"incentive_code" text NOT NULL,
	"reward_credits" integer
);
--> statement-breakpoint
ALTER TABLE "profile"."survey_interactions" ADD CONSTRAINT "survey_interactions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "profile"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile"."survey_interactions" ADD CONSTRAINT "survey_interactions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "profile"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_interactions_profile_survey_key" ON "profile"."survey_interactions" USING btree ("profile_id","survey_id");