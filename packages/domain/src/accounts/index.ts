export * from "./account-rules.ts";
export * from "./account-schemas.ts";
export * from "./client-preference.ts";
export * from "./consent.ts";
export * from "./email-links.ts";
