export * from "./dates.ts";
export * from "./searchable-select.ts";
export * from "./zoned.ts";
