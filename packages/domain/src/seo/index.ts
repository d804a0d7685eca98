export * from "./seo.ts";
