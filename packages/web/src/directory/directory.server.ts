import { apiErrorMessage, type PageMeta, type ProviderSearchResult } from "@marketplace/api-client";
import { parseErrorLine } from "@marketplace/domain/errors";
import {
  type FilterState,
  filtersFromQuery,
  filtersToQuery,
  statesEnabled,
} from "@marketplace/domain/filters";
import { currencyForCountry, userCurrency } from "@marketplace/domain/money";
import { redirect } from "@remix-run/node";
import { apiFor, currentUser } from "../api/index.server.ts";
import { region } from "../env/index.ts";
import { tDirectory as t, tHome } from "../i18n/index.ts";
import {
  type ActiveChip,
  activeChips,
  canonicalHref,
  type Option,
  searchQueryFor,
} from "./directory-query.ts";
import { currencyLabel } from "./filter-fields.tsx";
import { emptyLists, type FilterLists, filterLists, statesOf } from "./filter-lists.server.ts";

/** The filter entries a refused parameter belongs to: its message is shown there too. */
export type RejectedField = "search" | "price" | "availability";
const FIELD_OF_PARAM: Partial<Record<string, RejectedField>> = {
  search: "search",
  minPrice: "price",
  maxPrice: "price",
  isFree: "price",
  currency: "price",
  availableFrom: "availability",
  availableTo: "availability",
};

/**
 * Why there are no cards: the API refused the filters (its message, and beside which filters it goes),
 * or could not be reached.
 */
export type DirectoryNotice =
  | { kind: "rejected"; message: string; fields: Partial<Record<RejectedField, string>> }
  | { kind: "unavailable" }
  | null;

/** Each refused filter's first message, by the entry that shows it ('minPrice: …' → price). */
function rejectedFields(error: unknown): Partial<Record<RejectedField, string>> {
  const raw =
    typeof error === "object" && error !== null ? (error as { errors?: unknown }).errors : undefined;
  const lines = (Array.isArray(raw) ? raw : [raw]).filter((l): l is string => typeof l === "string");
  const fields: Partial<Record<RejectedField, string>> = {};
  for (const line of lines.map(parseErrorLine)) {
    const field = line.field ? FIELD_OF_PARAM[line.field] : undefined;
    if (field && !fields[field]) fields[field] = line.message;
  }
  return fields;
}

export interface DirectoryData {
  filters: FilterState;
  /**
   * The one currency of the list and its price filter: the one chosen country's, else the viewer's
   * (userCurrency, docs/decisions/030-currency.md and 046-one-currency-per-list.md).
   */
  priceCurrency: string;
  providers: ProviderSearchResult[];
  meta: PageMeta;
  lists: FilterLists;
  /** The states of the one selected country (none unless exactly one is selected). */
  states: Option[];
  notice: DirectoryNotice;
  /** One removable chip per applied filter (a link to the page without it), worded here on the server. */
  chips: ActiveChip[];
  /** The query of these filters without a page: each page's link is `pageHref(filtersQuery, n)`. */
  filtersQuery: string;
  /**
   * The spec's empty state ('no providers found', go to services), worded on the server; with filters
   * set, its main action is the whole therapist list (issue 28).
   */
  empty: { title: string; action: string; seeAll: string };
  /** What currency the list's prices are in, and how to see the others, worded on the server. */
  currencyNote: string;
}

/** The words, links and page links the page shows, made here so the browser needs no filter code. */
type Results = Omit<DirectoryData, "chips" | "filtersQuery" | "empty" | "currencyNote">;

function withLinks(data: Results): DirectoryData {
  const chips = activeChips(
    data.filters,
    { ...data.lists, state: data.states },
    {
      search: (term) => t("chips.search", { term }),
      city: (city) => t("chips.city", { city }),
      minPrice: (price) => t("chips.minPrice", { price }),
      maxPrice: (price) => t("chips.maxPrice", { price }),
      free: t("chips.free"),
      verified: t("chips.verified"),
      from: (date) => t("chips.from", { date }),
      to: (date) => t("chips.to", { date }),
    },
    region.locale,
    data.priceCurrency,
  );
  const filtersQuery = filtersToQuery({ ...data.filters, page: 1 }).toString();
  const empty = {
    title: tHome("featured.empty"),
    action: tHome("featured.goToServices"),
    seeAll: tHome("featured.seeAll"),
  };
  const currencyNote = t("results.currency", { currency: currencyLabel(data.priceCurrency) });
  return { ...data, chips, filtersQuery, empty, currencyNote };
}

/**
 * The /providers loader: the URL is the filter state (redirected once to its canonical form, so a
 * plain GET form's blank fields and repeated boxes end up as the same shareable link), the results
 * come from GET /v1/providers with the same parameters, and the option lists from the catalogue (kept
 * five minutes) so the form is complete without JavaScript. Nothing the visitor types can make it fail:
 * a filter the API refuses shows its message, an API that is down shows a calm notice.
 */
export async function loadDirectory(request: Request, context: object = {}): Promise<DirectoryData> {
  return withLinks(await loadResults(request, context));
}

/**
 * The viewer's currency: their own country's when signed in (the account the root loader reads for
 * this request too), else the site's.
 */
export async function viewerCurrency(request: Request, context: object = {}): Promise<string> {
  const me = await currentUser(request, context).then(
    (user) => user.me,
    () => null,
  );
  return userCurrency(me?.countryCode, region.currency);
}

/**
 * The one currency a list's prices are in (docs/decisions/046-one-currency-per-list.md): that of the
 * one country chosen under Location ('Therapists in London' is in pounds), else the viewer's.
 */
export function listCurrency(filters: FilterState, viewer: string): string {
  const [only, ...more] = filters.selectedLocation;
  return only && more.length === 0 ? currencyForCountry(only) : viewer;
}

async function loadResults(request: Request, context: object): Promise<Results> {
  const url = new URL(request.url);
  const canonical = canonicalHref(url.searchParams);
  if (canonical) throw redirect(canonical);

  const filters = filtersFromQuery(url.searchParams);
  const priceCurrency = listCurrency(filters, await viewerCurrency(request, context));
  const empty: PageMeta = { page: filters.page, pageSize: 0, total: 0, totalPages: 0 };
  let api: Awaited<ReturnType<typeof apiFor>>;
  try {
    api = await apiFor(request);
  } catch {
    return {
      filters,
      priceCurrency,
      providers: [],
      meta: empty,
      lists: emptyLists(),
      states: [],
      notice: { kind: "unavailable" },
    };
  }
  const country = statesEnabled(filters) ? filters.selectedLocation[0] : undefined;
  const [lists, states, search] = await Promise.all([
    filterLists(api).catch(() => emptyLists()),
    country ? statesOf(api, country).catch(() => []) : Promise.resolve([]),
    api
      .GET("/v1/providers", { params: { query: searchQueryFor(filters, priceCurrency) } })
      .catch(() => undefined),
  ]);
  if (search?.data) {
    return {
      filters,
      priceCurrency,
      providers: search.data.data,
      meta: search.data.meta,
      lists,
      states,
      notice: null,
    };
  }
  const status = search?.response.status ?? 0;
  const notice: DirectoryNotice =
    status >= 400 && status < 500 && status !== 429
      ? {
          kind: "rejected",
          message: apiErrorMessage(search?.error, ""),
          fields: rejectedFields(search?.error),
        }
      : { kind: "unavailable" };
  return {
    filters,
    priceCurrency,
    providers: [],
    meta: empty,
    lists,
    states,
    notice: notice.kind === "rejected" && !notice.message ? { kind: "unavailable" } : notice,
  };
}
