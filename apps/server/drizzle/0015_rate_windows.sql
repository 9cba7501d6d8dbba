CREATE TABLE "platform"."rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_windows_start_idx" ON "platform"."rate_windows" USING btree ("window_start");