export * from "./error-message.ts";
export * from "./idempotency.ts";
export * from "./people-words.ts";
