export * from "./trust.ts";
export * from "./verified.ts";
