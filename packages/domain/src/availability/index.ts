export * from "./availability-rules.ts";
export * from "./availability-schema.ts";
export * from "./derive-slots.ts";
