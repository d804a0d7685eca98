// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { JsonLd } from "./json-ld.tsx";
export { pageMeta } from "./meta.ts";
export { rootData } from "./root-match.ts";
export type { Crumb } from "./structured-data.ts";
export { breadcrumbList, faqPage, jsonLdText } from "./structured-data.ts";
