export * from "./login-redirect.ts";
