import { tHome, tPages, tProfile } from "../i18n/index.ts";
import { SERVICE_PAGES } from "./service-pages.ts";

const { key } = SERVICE_PAGES["/therapy/initial-consultation"];

/**
 * Every word /therapy/initial-consultation shows, in this site's locale, but the pagination's: those are
 * the common namespace's, which every page has (paginationLabels).
 */
export function consultWords() {
  return {
    metaTitle: `${tPages(`${key}.title`)} — Tranquil`,
    description: tPages(`${key}.description`),
    title: tPages(`${key}.title`),
    body: tPages(`${key}.body`),
    consultTitle: tProfile("consultation.title"),
    text: tProfile("consultation.text"),
    pages: tProfile("consultation.pages"),
    failed: tProfile("consultation.failed"),
    emptyTitle: tHome("featured.empty"),
    goToServices: tHome("featured.goToServices"),
    seeAll: tHome("featured.seeAll"),
  };
}
