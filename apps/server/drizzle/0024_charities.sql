CREATE TABLE "banker"."charities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location_label" text NOT NULL,
	"location_lon" double precision,
	"location_lat" double precision,
	"image_key" text,
	"goal_amount" integer NOT NULL,
	"donated_amount" integer DEFAULT 0 NOT NULL,
	"campaign_start_time" timestamp with time zone NOT NULL,
	"campaign_end_time" timestamp with time zone,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "charities_goal_positive" CHECK ("banker"."charities"."goal_amount" > 0),
	CONSTRAINT "charities_donated_not_negative" CHECK ("banker"."charities"."donated_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banker"."donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"charity_id" integer NOT NULL,
	"donor_id" text NOT NULL,
	"donor_given_name" text NOT NULL,
	"donor_family_name" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"donation_time" timestamp with time zone NOT NULL,
	"transaction_id" integer NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("banker"."donations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD COLUMN "charity_id" integer;--> statement-breakpoint
ALTER TABLE "banker"."charities" ADD CONSTRAINT "charities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "banker"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."donations" ADD CONSTRAINT "donations_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "banker"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."donations" ADD CONSTRAINT "donations_donor_id_users_managed_identity_fk" FOREIGN KEY ("donor_id") REFERENCES "banker"."users"("managed_identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."donations" ADD CONSTRAINT "donations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "banker"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charities_account" ON "banker"."charities" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "charities_campaign" ON "banker"."charities" USING btree ("campaign_start_time");--> statement-breakpoint
CREATE INDEX "donations_charity" ON "banker"."donations" USING btree ("charity_id","donation_time");--> statement-breakpoint
CREATE INDEX "donations_donor" ON "banker"."donations" USING btree ("donor_id","donation_time");--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD CONSTRAINT "withdrawals_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "banker"."charities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD CONSTRAINT "withdrawals_one_owner" CHECK (num_nonnulls("banker"."withdrawals"."user_id", "banker"."withdrawals"."charity_id") = 1);