export * from "./error-message.ts";
