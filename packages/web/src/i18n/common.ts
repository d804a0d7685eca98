import type { PaginationProps } from "@marketplace/ui/pagination";
import { servedTranslator } from "./served-words.ts";

/** The common namespace in this build's locale. */
export const tCommon = servedTranslator("common");

/**
 * The ui Pagination's labels: `nav` names what is paged ("Blog pages", "Review pages"), in the screen's
 * own words; previous, next and each page's link say the same on every list of the site.
 */
export function paginationLabels(nav: string): PaginationProps["labels"] {
  return {
    nav,
    previous: tCommon("pagination.previous"),
    next: tCommon("pagination.next"),
    page: (page) => tCommon("pagination.page", { page }),
  };
}
