/**
 * The /earnings filter: the date range in the query (days, YYYY-MM-DD, in the provider's timezone,
 * inclusive) and the page. A date is passed on to the API only when it is set (spec section 7); a value
 * that is not a day is dropped rather than sent, so the API's 400 only ever speaks of the range's order.
 */
export interface EarningsFilter {
  startDate?: string;
  endDate?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value
    : undefined;
}

/** The filter a URL's query asks for: only well-formed, real days. */
export function filterFromQuery(params: URLSearchParams): EarningsFilter {
  const filter: EarningsFilter = {};
  const startDate = day(params.get("startDate"));
  const endDate = day(params.get("endDate"));
  if (startDate) filter.startDate = startDate;
  if (endDate) filter.endDate = endDate;
  return filter;
}

/** The query string of a filter (and a page past the first), '' when there is nothing to say. */
export function filterQuery(filter: EarningsFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter.startDate) params.set("startDate", filter.startDate);
  if (filter.endDate) params.set("endDate", filter.endDate);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** True when the range is set at either end. */
export const isFiltered = (filter: EarningsFilter): boolean => Boolean(filter.startDate || filter.endDate);

/**
 * The CSV link for the list's current range. Here, not beside the CSV writer: the page imports it,
 * and the writer (csv-stringify, which calls Node's Buffer as it loads) belongs to the CSV resource
 * route alone; in the page's bundle it threw 'Buffer is not defined' in the browser.
 */
export const csvHref = (filter: EarningsFilter): string => `/earnings.csv${filterQuery(filter)}`;
