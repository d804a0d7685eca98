// The generated contract types on their own subpath (`@marketplace/api-client/schema`). A .ts module
// rather than the .d.ts itself, so the built package has a JavaScript file behind every export.
export type * from "./generated/schema.d.ts";
