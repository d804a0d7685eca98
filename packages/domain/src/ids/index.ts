export * from "./ulid.ts";
export * from "./ulid-schema.ts";
