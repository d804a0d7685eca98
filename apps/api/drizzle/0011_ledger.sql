CREATE TYPE "public"."ledger_account_kind" AS ENUM('client_wallet', 'provider_earnings', 'booking_escrow', 'gateway_clearing', 'platform_revenue');--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('top_up', 'booking_payment', 'refund', 'earning', 'late_fee', 'correction');--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"kind" "ledger_account_kind" NOT NULL,
	"user_id" char(26),
	"currency_code" char(3) NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","user_id","currency_code","label"),
	CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" not in ('client_wallet', 'provider_earnings') or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"transaction_id" char(26) NOT NULL,
	"account_id" char(26) NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"kind" "ledger_transaction_kind" NOT NULL,
	"dedupe_key" text,
	"description" text NOT NULL,
	"currency_code" char(3) NOT NULL,
	"payment_id" char(26),
	"series_id" char(26),
	"booking_id" char(26),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
-- Every ledger transaction balances: its entries sum to zero, checked when the database transaction
-- commits (all entries are in by then). Not check_violation: that code means "wallet would go negative".
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();--> statement-breakpoint
-- Entries and transactions are never changed or removed: corrections are new transactions.
CREATE FUNCTION ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_update_or_delete BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- The single-entry wallet and the earnings rows before the ledger move into it (0012 drops them), so no
-- balance is lost: each wallet entry becomes a transaction against its counterpart (the gateway for a
-- top-up, escrow for a payment or refund), each earning a transaction out of escrow. Ids are derived
-- from the old rows'. Payouts and fees had no writer and are not carried.
INSERT INTO ledger_accounts (id, kind, user_id, currency_code, label)
SELECT DISTINCT ON (k.kind, k.user_id, k.currency_code, k.label)
  upper(substr(md5(k.kind || ':' || coalesce(k.user_id, '') || ':' || k.currency_code || ':' || k.label), 1, 26)),
  k.kind::ledger_account_kind, k.user_id, k.currency_code, k.label
FROM (
  SELECT 'client_wallet' AS kind, user_id, currency_code, '' AS label FROM wallet_entries
  UNION ALL
  SELECT 'gateway_clearing', NULL, w.currency_code, coalesce(p.gateway, 'sandbox')
    FROM wallet_entries w LEFT JOIN payments p ON p.id = w.payment_id WHERE w.kind = 'top_up'
  UNION ALL
  SELECT 'booking_escrow', NULL, currency_code, '' FROM wallet_entries WHERE kind <> 'top_up'
  UNION ALL
  SELECT 'provider_earnings', provider_id, currency_code, '' FROM transactions WHERE kind = 'earning'
  UNION ALL
  SELECT 'booking_escrow', NULL, currency_code, '' FROM transactions WHERE kind = 'earning'
) k
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO ledger_transactions (id, kind, dedupe_key, description, currency_code, payment_id, series_id, created_at)
SELECT w.id, w.kind::text::ledger_transaction_kind, 'legacy:' || w.id,
  CASE w.kind WHEN 'top_up' THEN 'Wallet top-up' WHEN 'refund' THEN 'Refund' ELSE 'Session payment' END,
  w.currency_code, w.payment_id, w.series_id, w.created_at
FROM wallet_entries w WHERE w.amount <> 0;--> statement-breakpoint
INSERT INTO ledger_transactions (id, kind, dedupe_key, description, currency_code, booking_id, created_at)
SELECT t.id, 'earning', 'legacy:' || t.id, coalesce(t.description, 'Session held'), t.currency_code, t.booking_id, t.occurred_at
FROM transactions t WHERE t.kind = 'earning' AND t.amount <> 0;--> statement-breakpoint
INSERT INTO ledger_entries (id, transaction_id, account_id, amount, created_at)
SELECT upper(substr(md5(w.id || ':wallet'), 1, 26)), w.id,
  (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'client_wallet' AND a.user_id = w.user_id AND a.currency_code = w.currency_code AND a.label = ''),
  w.amount, w.created_at
FROM wallet_entries w WHERE w.amount <> 0
UNION ALL
SELECT upper(substr(md5(w.id || ':other'), 1, 26)), w.id,
  CASE WHEN w.kind = 'top_up'
    THEN (SELECT a.id FROM ledger_accounts a LEFT JOIN payments p ON p.id = w.payment_id
          WHERE a.kind = 'gateway_clearing' AND a.currency_code = w.currency_code AND a.label = coalesce(p.gateway, 'sandbox'))
    ELSE (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'booking_escrow' AND a.currency_code = w.currency_code AND a.label = '')
  END,
  -w.amount, w.created_at
FROM wallet_entries w WHERE w.amount <> 0
UNION ALL
SELECT upper(substr(md5(t.id || ':earning'), 1, 26)), t.id,
  (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'provider_earnings' AND a.user_id = t.provider_id AND a.currency_code = t.currency_code AND a.label = ''),
  t.amount, t.occurred_at
FROM transactions t WHERE t.kind = 'earning' AND t.amount <> 0
UNION ALL
SELECT upper(substr(md5(t.id || ':escrow'), 1, 26)), t.id,
  (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'booking_escrow' AND a.currency_code = t.currency_code AND a.label = ''),
  -t.amount, t.occurred_at
FROM transactions t WHERE t.kind = 'earning' AND t.amount <> 0;--> statement-breakpoint
UPDATE ledger_accounts a SET balance = coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0);
