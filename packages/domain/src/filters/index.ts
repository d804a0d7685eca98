export * from "./filter-state.ts";
