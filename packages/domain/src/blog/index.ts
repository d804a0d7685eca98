export * from "./blog-rules.ts";
export * from "./newsletter.ts";
export * from "./newsletter-messages.ts";
