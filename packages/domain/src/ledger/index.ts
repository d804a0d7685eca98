export * from "./ledger-rules.ts";
export * from "./payment-rules.ts";
export * from "./statement-rules.ts";
