CREATE TABLE "payment_events" (
	"id" char(26) PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_event_key" UNIQUE("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"email" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_status_check" CHECK ("sandbox_checkouts"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "sandbox_checkouts_amount_check" CHECK ("sandbox_checkouts"."amount" > 0),
	CONSTRAINT "sandbox_checkouts_refund_check" CHECK ("sandbox_checkouts"."refunded_amount" >= 0 and "sandbox_checkouts"."refunded_amount" <= "sandbox_checkouts"."amount")
);
