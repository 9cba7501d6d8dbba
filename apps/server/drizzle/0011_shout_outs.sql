ALTER TABLE "planner"."plans" ADD COLUMN "plan_state" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "planner"."plans" ADD COLUMN "reference_itinerary" jsonb;--> statement-breakpoint
ALTER TABLE "planner"."plans" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "plans_type_state_time_idx" ON "planner"."plans" USING btree ("plan_type","plan_state","travel_time");