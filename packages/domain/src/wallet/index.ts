export * from "./top-up-rules.ts";
export * from "./top-up-schema.ts";
