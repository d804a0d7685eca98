export * from "./amount-input.ts";
export * from "./money.ts";
