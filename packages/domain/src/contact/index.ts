export * from "./contact-rules.ts";
export * from "./contact-schema.ts";
