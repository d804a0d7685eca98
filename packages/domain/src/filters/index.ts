export * from "./filter-state.ts";
export * from "./search-query.ts";
export * from "./search-rules.ts";
export * from "./search-timing.ts";
