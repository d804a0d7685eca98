export * from "./credentials.ts";
