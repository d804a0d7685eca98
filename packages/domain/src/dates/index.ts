export * from "./dates.ts";
export * from "./days.ts";
export * from "./searchable-select.ts";
export * from "./time-zone-cookie.ts";
export * from "./time-zones.ts";
export * from "./zoned.ts";
