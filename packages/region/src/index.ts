export * from "./regions.ts";
