export * from "./blog-rules.ts";
export * from "./newsletter.ts";
