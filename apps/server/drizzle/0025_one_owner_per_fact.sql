-- One owner per fact in settlement. The answers after a trip (the passenger's and the driver's, with their
-- reasons) are kept only on the booking (rideshare); the fare's state only on the passenger's leg (planner),
-- which rideshare asks for through `fareStatesOf`. Until now both were written to both tables, always in the
-- same transaction, so the booking already holds every answer and the leg every payment state: dropping
-- the copies loses nothing. (No code writes bookings.payment_id.)
ALTER TABLE "planner"."trip_legs" DROP COLUMN "confirmed";--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" DROP COLUMN "confirmation_reason";--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" DROP COLUMN "confirmed_by_provider";--> statement-breakpoint
ALTER TABLE "planner"."trip_legs" DROP COLUMN "confirmation_reason_by_provider";--> statement-breakpoint
ALTER TABLE "rideshare"."bookings" DROP COLUMN "payment_state";--> statement-breakpoint
ALTER TABLE "rideshare"."bookings" DROP COLUMN "payment_id";