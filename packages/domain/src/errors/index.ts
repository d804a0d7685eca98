export * from "./error-message.ts";
export * from "./people-words.ts";
