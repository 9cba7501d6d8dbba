CREATE SCHEMA "banker";
--> statement-breakpoint
CREATE TABLE "banker"."accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ncan" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"purpose" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"iban" text,
	"iban_holder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banker"."deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"amount_credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"order_id" text NOT NULL,
	"project_id" text NOT NULL,
	"provider_payment_id" text,
	"payment_url" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"request_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banker"."entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"counterparty_id" integer NOT NULL,
	"entry_type" text NOT NULL,
	"amount" integer NOT NULL,
	"purpose" text NOT NULL,
	CONSTRAINT "entries_amount_positive" CHECK ("banker"."entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "banker"."simulated_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banker"."transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"context" text,
	"transaction_time" timestamp with time zone DEFAULT now() NOT NULL,
	"rollback" boolean DEFAULT false NOT NULL,
	"head_id" integer,
	"idempotency_key" text
);
--> statement-breakpoint
CREATE TABLE "banker"."users" (
	"managed_identity" text PRIMARY KEY NOT NULL,
	"email" text,
	"personal_account_id" integer NOT NULL,
	"premium_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banker"."deposits" ADD CONSTRAINT "deposits_user_id_users_managed_identity_fk" FOREIGN KEY ("user_id") REFERENCES "banker"."users"("managed_identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."deposits" ADD CONSTRAINT "deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "banker"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."deposits" ADD CONSTRAINT "deposits_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "banker"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."entries" ADD CONSTRAINT "entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "banker"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."entries" ADD CONSTRAINT "entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "banker"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."entries" ADD CONSTRAINT "entries_counterparty_id_accounts_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "banker"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."users" ADD CONSTRAINT "users_personal_account_id_accounts_id_fk" FOREIGN KEY ("personal_account_id") REFERENCES "banker"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."users" ADD CONSTRAINT "users_premium_account_id_accounts_id_fk" FOREIGN KEY ("premium_account_id") REFERENCES "banker"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_ncan" ON "banker"."accounts" USING btree ("ncan");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order" ON "banker"."deposits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_key" ON "banker"."deposits" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "deposits_status" ON "banker"."deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "deposits_provider_payment" ON "banker"."deposits" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "entries_account" ON "banker"."entries" USING btree ("account_id","transaction_id");--> statement-breakpoint
CREATE INDEX "entries_transaction" ON "banker"."entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_key" ON "banker"."transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_head" ON "banker"."transactions" USING btree ("head_id");