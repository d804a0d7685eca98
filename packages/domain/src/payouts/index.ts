export * from "./payout-rules.ts";
