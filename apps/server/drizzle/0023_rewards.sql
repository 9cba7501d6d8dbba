CREATE TABLE "banker"."incentives" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"relative" boolean DEFAULT false NOT NULL,
	"redemption" boolean DEFAULT false NOT NULL,
	"max_amount" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"disable_time" timestamp with time zone,
	"cta_enabled" boolean DEFAULT false NOT NULL,
	"cta_title" text,
	"cta_body" text,
	"cta_button_label" text,
	"cta_button_action" text,
	"cta_hide_beyond_reward_count" integer
);
--> statement-breakpoint
CREATE TABLE "banker"."rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"incentive_id" integer NOT NULL,
	"recipient_id" text NOT NULL,
	"fact_context" text NOT NULL,
	"amount" integer NOT NULL,
	"reward_time" timestamp with time zone NOT NULL,
	"cancel_time" timestamp with time zone,
	"paid_out" boolean DEFAULT false NOT NULL,
	"transaction_id" integer
);
--> statement-breakpoint
ALTER TABLE "banker"."rewards" ADD CONSTRAINT "rewards_incentive_id_incentives_id_fk" FOREIGN KEY ("incentive_id") REFERENCES "banker"."incentives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."rewards" ADD CONSTRAINT "rewards_recipient_id_users_managed_identity_fk" FOREIGN KEY ("recipient_id") REFERENCES "banker"."users"("managed_identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."rewards" ADD CONSTRAINT "rewards_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "banker"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incentives_code" ON "banker"."incentives" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_fact" ON "banker"."rewards" USING btree ("incentive_id","recipient_id","fact_context");--> statement-breakpoint
CREATE INDEX "rewards_recipient" ON "banker"."rewards" USING btree ("recipient_id","reward_time");--> statement-breakpoint
CREATE INDEX "rewards_pending" ON "banker"."rewards" USING btree ("paid_out","reward_time");