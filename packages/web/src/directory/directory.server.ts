import { apiErrorMessage, type PageMeta, type ProviderSearchResult } from "@marketplace/api-client";
import {
  type FilterState,
  filtersFromQuery,
  filtersToQuery,
  statesEnabled,
} from "@marketplace/domain/filters";
import { userCurrency } from "@marketplace/domain/money";
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
import { emptyLists, type FilterLists, filterLists, statesOf } from "./filter-lists.server.ts";

/** Why there are no cards: the API refused the filters (its message), or could not be reached. */
export type DirectoryNotice = { kind: "rejected"; message: string } | { kind: "unavailable" } | null;

export interface DirectoryData {
  filters: FilterState;
  /** The currency the price filter is in: the viewer's (userCurrency, docs/decisions/030-currency.md). */
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
}

/** The words, links and page links the page shows, made here so the browser needs no filter code. */
function withLinks(data: Omit<DirectoryData, "chips" | "filtersQuery" | "empty">): DirectoryData {
  const chips = activeChips(
    data.filters,
    { ...data.lists, state: data.states },
    {
      search: (term) => t("chips.search", { term }),
      city: (city) => t("chips.city", { city }),
      minPrice: (price) => t("chips.minPrice", { price }),
      maxPrice: (price) => t("chips.maxPrice", { price }),
      free: t("chips.free"),
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
  return { ...data, chips, filtersQuery, empty };
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
async function viewerCurrency(request: Request, context: object): Promise<string> {
  const me = await currentUser(request, context).then(
    (user) => user.me,
    () => null,
  );
  return userCurrency(me?.countryCode, region.currency);
}

async function loadResults(
  request: Request,
  context: object,
): Promise<Omit<DirectoryData, "chips" | "filtersQuery" | "empty">> {
  const url = new URL(request.url);
  const canonical = canonicalHref(url.searchParams);
  if (canonical) throw redirect(canonical);

  const filters = filtersFromQuery(url.searchParams);
  const priceCurrency = await viewerCurrency(request, context);
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
      ? { kind: "rejected", message: apiErrorMessage(search?.error, "") }
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
