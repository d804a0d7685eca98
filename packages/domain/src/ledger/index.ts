export * from "./ledger-rules.ts";
