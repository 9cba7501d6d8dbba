CREATE TABLE "planner"."shout_out_notices" (
	"driver_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planner"."shout_out_notices" ADD CONSTRAINT "shout_out_notices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "planner"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shout_out_notices_driver_time_idx" ON "planner"."shout_out_notices" USING btree ("driver_id","sent_at");