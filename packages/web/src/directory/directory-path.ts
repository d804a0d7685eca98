/** Where the directory lives (a module of its own, so the page can link to it without the filter code). */
export const DIRECTORY_PATH = "/providers";

/**
 * The link to one page of a result list, from the query of its filters without a page (the page
 * parameter comes last, as the domain's filtersToQuery writes it; page 1 has none).
 */
export function pageHref(filtersQuery: string, page: number): string {
  const query = [filtersQuery, page > 1 ? `page=${page}` : ""].filter(Boolean).join("&");
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
}
