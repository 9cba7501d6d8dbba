-- Failed logins are counted per account and client address (the old primary key was the account alone).
ALTER TABLE "identity"."login_failures" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "identity"."login_failures" ADD CONSTRAINT "login_failures_email_address_pk" PRIMARY KEY("email","address");
