CREATE TABLE "profile"."closed_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
