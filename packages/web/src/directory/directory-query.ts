import type { paths } from "@marketplace/api-client";
import { formatShortDate } from "@marketplace/domain/dates";
import {
  changeFilters,
  type FilterState,
  filtersFromQuery,
  filtersToQuery,
  LIST_FILTERS,
  PAGE_SIZE_DEFAULT,
  parseFilterDate,
} from "@marketplace/domain/filters";
import { formatAmount, toMinor } from "@marketplace/domain/money";

/**
 * The directory's URL rules (pure, no React): the page lives at /providers and its whole state is
 * the query string the domain's filter state writes, so a result page can be shared, bookmarked,
 * reloaded without JavaScript and restored by the back button.
 */
import { DIRECTORY_PATH } from "./directory-path.ts";

export { DIRECTORY_PATH };

export type SearchQuery = NonNullable<paths["/v1/providers"]["get"]["parameters"]["query"]>;

/** The URL of a filter state. */
export function directoryHref(state: FilterState): string {
  const query = filtersToQuery(state).toString();
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
}

/**
 * The canonical URL when the request's query says the same thing another way (a plain GET form's
 * blank fields and repeated boxes, a search longer than the API takes), else null. Order alone is
 * not a difference, so links such as `?country=GB&city=London` are served as they are.
 */
export function canonicalHref(params: URLSearchParams): string | null {
  const canonical = filtersToQuery(filtersFromQuery(params));
  const sorted = (p: URLSearchParams) => {
    const copy = new URLSearchParams(p);
    copy.sort();
    return copy.toString();
  };
  return sorted(canonical) === sorted(params) ? null : directoryHref(filtersFromQuery(params));
}

/**
 * The API query for a filter state: the same parameter names, typed as the client wants them. The list
 * is in one currency (docs/decisions/046-one-currency-per-list.md), always sent, so only providers who
 * charge in it are listed and a price bound is read in it. 'Free sessions only' sends no range (the
 * 0 to 1,000,000 it fills in is not a bound anyone typed).
 */
export function searchQueryFor(
  state: FilterState,
  currency: string,
  pageSize = PAGE_SIZE_DEFAULT,
): SearchQuery {
  const query: SearchQuery = { pageSize };
  for (const [param, value] of filtersToQuery(state)) {
    if (param === "minPrice" || param === "maxPrice") {
      if (!state.free) query[param] = Number(value);
    } else if (param === "page") query.page = Number(value);
    else if (param === "isFree") query.isFree = value === "true";
    else if (param === "verified") query.verified = value === "true";
    else (query as Record<string, string | number | boolean>)[param] = value;
  }
  query.currency = currency;
  return query;
}

export interface Option {
  identifier: string;
  name: string;
}

export interface ActiveChip {
  key: string;
  label: string;
  /** The same page without this filter. */
  href: string;
}

export interface ChipWords {
  search: (term: string) => string;
  city: (city: string) => string;
  minPrice: (price: string) => string;
  maxPrice: (price: string) => string;
  free: string;
  verified: string;
  from: (date: string) => string;
  to: (date: string) => string;
}

/**
 * One removable chip per active filter, each a link to the page without it (so it works without
 * JavaScript). Names come from the option lists; an identifier no list knows shows as it is.
 */
export function activeChips(
  state: FilterState,
  lists: Partial<Record<string, readonly Option[]>>,
  words: ChipWords,
  locale: string,
  /** The currency price bounds are in (the viewer's). */
  currency: string,
): ActiveChip[] {
  const chips: ActiveChip[] = [];
  const add = (key: string, label: string, change: Partial<FilterState>) =>
    chips.push({ key, label, href: directoryHref(changeFilters(state, change)) });
  const day = (slash: string) => {
    const date = parseFilterDate(slash);
    return date ? formatShortDate(date) : slash;
  };

  if (state.search) add("search", words.search(state.search), { search: "" });
  if (state.city) add("city", words.city(state.city), { city: "" });
  for (const { field, param } of LIST_FILTERS) {
    const names = new Map((lists[param] ?? []).map((o) => [o.identifier, o.name]));
    for (const id of state[field]) {
      add(`${param}:${id}`, names.get(id) ?? id, { [field]: state[field].filter((v) => v !== id) });
    }
  }
  for (const gender of state.selectedGender) {
    add(`gender:${gender}`, gender, { selectedGender: state.selectedGender.filter((g) => g !== gender) });
  }
  if (state.free) {
    // Free set the range; taking it away takes the range with it.
    add("isFree", words.free, { free: false, minPrice: null, maxPrice: null });
  } else {
    const price = (major: number) => formatAmount(toMinor(major), currency, locale);
    if (state.minPrice !== null) add("minPrice", words.minPrice(price(state.minPrice)), { minPrice: null });
    if (state.maxPrice !== null) add("maxPrice", words.maxPrice(price(state.maxPrice)), { maxPrice: null });
  }
  if (state.verified) add("verified", words.verified, { verified: false });
  if (state.availableFrom)
    add("availableFrom", words.from(day(state.availableFrom)), { availableFrom: null });
  if (state.availableTo) add("availableTo", words.to(day(state.availableTo)), { availableTo: null });
  return chips;
}

/** A slash date (25/12/2026) as a date input's value (2026-12-25); empty when absent. */
export function isoDay(slash: string | null): string {
  const date = slash ? parseFilterDate(slash) : null;
  return date ? date.toISOString().slice(0, 10) : "";
}
