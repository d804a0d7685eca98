export * from "./local-path.ts";
export * from "./login-redirect.ts";
