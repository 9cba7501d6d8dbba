ALTER TABLE "planner"."trip_legs" ADD COLUMN "bonus_payment_id" integer;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "settlement_round" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "confirmed" boolean;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "confirmation_reason" text;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "confirmed_by_provider" boolean;--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" ADD COLUMN "confirmation_reason_by_provider" text;--> statement-breakpoint
ALTER TABLE "planner"."trips" ADD COLUMN "validation_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planner"."trips" ADD COLUMN "validation_expires_at" timestamp with time zone;