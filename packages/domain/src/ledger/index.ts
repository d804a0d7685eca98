export * from "./ledger-rules.ts";
export * from "./payment-rules.ts";
