ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'provider_payout_in_flight';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_requested';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_paid';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'payout_returned';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'earning_reversed';--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"currency_code" char(3) NOT NULL,
	"gateway" text NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_last4" text,
	"account_name" text,
	"recipient_code" text,
	"stripe_account_id" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"schedule" text DEFAULT 'manual' NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id"),
	CONSTRAINT "payout_accounts_provider_currency" UNIQUE("provider_id","currency_code"),
	CONSTRAINT "payout_accounts_schedule" CHECK ("payout_accounts"."schedule" in ('manual', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"provider_id" char(26) NOT NULL,
	"currency_code" char(3) NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_transfer_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"week" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payouts_weekly_once" UNIQUE("provider_id","currency_code","week"),
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."amount" > 0 and "payouts"."fee" >= 0 and "payouts"."fee" < "payouts"."amount"),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('pending', 'paid', 'failed', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_provider_idx" ON "payouts" USING btree ("provider_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind"::text not in ('client_wallet', 'provider_payout_in_flight') or "ledger_accounts"."balance" >= 0);