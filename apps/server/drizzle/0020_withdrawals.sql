CREATE TABLE "banker"."withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"amount_credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"iban" text NOT NULL,
	"iban_holder" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("banker"."withdrawals"."amount_credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_managed_identity_fk" FOREIGN KEY ("user_id") REFERENCES "banker"."users"("managed_identity") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD CONSTRAINT "withdrawals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "banker"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banker"."withdrawals" ADD CONSTRAINT "withdrawals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "banker"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_user" ON "banker"."withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "banker"."withdrawals" USING btree ("status");--> statement-breakpoint
-- One IBAN (issue 28): the banker's current account owns a person's IBAN and holder. The IBANs people
-- saved on their profile move over: the profile's holder, or else the profile's full name. Only accounts
-- without an IBAN of their own take it.
UPDATE "banker"."accounts" AS a
SET "iban" = p."iban",
    "iban_holder" = coalesce(nullif(trim(p."iban_holder"), ''), trim(p."first_name" || ' ' || p."last_name"))
FROM "banker"."users" AS u, "profile"."profiles" AS p
WHERE a."id" = u."personal_account_id"
  AND p."id" = u."managed_identity"
  AND nullif(trim(p."iban"), '') IS NOT NULL
  AND a."iban" IS NULL;--> statement-breakpoint
-- A person with a profile IBAN whom the banker has not met yet gets their two accounts now (as the
-- banker creates them when first asked: `PLA-` and a random token), the current one with the IBAN.
WITH "todo" AS (
  SELECT p."id", p."email", trim(p."first_name" || ' ' || p."last_name") AS "name", p."iban",
         coalesce(nullif(trim(p."iban_holder"), ''), trim(p."first_name" || ' ' || p."last_name")) AS "holder",
         'PLA-' || upper(substr(md5(random()::text || p."id" || ':current'), 1, 12)) AS "personal",
         'PLA-' || upper(substr(md5(random()::text || p."id" || ':premium'), 1, 12)) AS "premium"
  FROM "profile"."profiles" AS p
  WHERE nullif(trim(p."iban"), '') IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "banker"."users" AS u WHERE u."managed_identity" = p."id")
), "personal" AS (
  INSERT INTO "banker"."accounts" ("ncan", "name", "type", "purpose", "iban", "iban_holder")
  SELECT "personal", "name", 'LIABILITY', 'CURRENT', "iban", "holder" FROM "todo"
  RETURNING "id", "ncan"
), "premium" AS (
  INSERT INTO "banker"."accounts" ("ncan", "name", "type", "purpose")
  SELECT "premium", "name", 'LIABILITY', 'PREMIUM' FROM "todo"
  RETURNING "id", "ncan"
)
INSERT INTO "banker"."users" ("managed_identity", "email", "personal_account_id", "premium_account_id")
SELECT t."id", t."email", pa."id", pr."id"
FROM "todo" AS t
JOIN "personal" AS pa ON pa."ncan" = t."personal"
JOIN "premium" AS pr ON pr."ncan" = t."premium";
