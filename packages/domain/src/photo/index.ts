export * from "./photo.ts";
