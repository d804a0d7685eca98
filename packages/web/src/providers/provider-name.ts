import type { ProviderSearchResult } from "@marketplace/api-client";

/** The name as shown: the title first unless the provider hides it. */
export function providerName(
  p: Pick<ProviderSearchResult, "title" | "hideProfileTitle" | "firstName" | "lastName">,
) {
  return [p.hideProfileTitle ? null : p.title, p.firstName, p.lastName].filter(Boolean).join(" ");
}
