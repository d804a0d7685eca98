DROP TABLE "transactions" CASCADE;--> statement-breakpoint
DROP TABLE "wallet_entries" CASCADE;--> statement-breakpoint
DROP TYPE "public"."transaction_kind";--> statement-breakpoint
DROP TYPE "public"."transaction_status";--> statement-breakpoint
DROP TYPE "public"."wallet_entry_kind";