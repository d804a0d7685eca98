import {
  CITY_MAX_LENGTH,
  type Gender,
  isGender,
  LIST_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_MAX_LENGTH,
  splitList,
  toSlashDate,
} from "./search-rules.ts";

/**
 * Spec sections 3, 4 and 5: the provider filter panel's state and its URL query. Parameter names,
 * limits and options come from the search contract (search-query.ts), so every URL the sites build
 * is one the API accepts.
 */

export const FILTER_DRAWER_WIDTH = 400;
export const MOBILE_BREAKPOINT = 768;

export const genderLabel = (role: "client" | "provider") =>
  role === "client"
    ? "I Prefer A Therapist Of A Specific Gender"
    : "I Have A Preference For Working With Clients Of A Specific Gender";

export interface FilterState {
  search: string;
  page: number;
  /** A city by name, from the location landing pages' 'Therapists in {city}' links; empty for none. */
  city: string;
  selectedTherapy: string[];
  selectedAgeGroup: string[];
  selectedEthnicity: string[];
  selectedSpeciality: string[];
  selectedStates: string[];
  selectedLocation: string[];
  selectedModality: string[];
  selectedLanguage: string[];
  selectedGender: Gender[];
  selectedDiscipline: string[];
  minPrice: number | null;
  maxPrice: number | null;
  availableFrom: string | null;
  availableTo: string | null;
  free: boolean;
  /** Issue 32: only verified providers (`verified=true`). */
  verified: boolean;
}

export const emptyFilters = (): FilterState => ({
  search: "",
  page: 1,
  city: "",
  selectedTherapy: [],
  selectedAgeGroup: [],
  selectedEthnicity: [],
  selectedSpeciality: [],
  selectedStates: [],
  selectedLocation: [],
  selectedModality: [],
  selectedLanguage: [],
  selectedGender: [],
  selectedDiscipline: [],
  minPrice: null,
  maxPrice: null,
  availableFrom: null,
  availableTo: null,
  free: false,
  verified: false,
});

/** List fields and their query parameter names (from the search contract). */
const LISTS = LIST_FILTERS.map((f) => [f.field, f.param] as const) satisfies ReadonlyArray<
  readonly [keyof FilterState, string]
>;

/** Page from the query: a whole number of 1 or more, else 1. */
export function pageFromQuery(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

const price = (value: string | null) => {
  if (value === null || value.trim() === "") return null;
  const n = Number(value.replace(/,/g, ""));
  return Number.isFinite(n) && n >= PRICE_MIN ? Math.min(PRICE_MAX, Math.round(n)) : null;
};

/** Rules that keep the state coherent: free means 0 to 1,000,000; several countries clear the states. */
export function normalizeFilters(state: FilterState): FilterState {
  let next = state;
  if (next.free) next = { ...next, minPrice: PRICE_MIN, maxPrice: PRICE_MAX };
  if (next.selectedLocation.length > 1 && next.selectedStates.length > 0)
    next = { ...next, selectedStates: [] };
  return next;
}

/** The states lookup (and the States tab) is available only with exactly one country selected. */
export const statesEnabled = (state: Pick<FilterState, "selectedLocation">) =>
  state.selectedLocation.length === 1;

export function filtersFromQuery(params: URLSearchParams): FilterState {
  const state = emptyFilters();
  // A plain GET form repeats a parameter per ticked box (concern=A&concern=B); links join them with commas.
  const all = (param: string) => [...new Set(params.getAll(param).flatMap(splitList))];
  for (const [key, param] of LISTS) (state[key] as string[]) = all(param);
  state.selectedGender = all("gender").filter(isGender);
  // Longer than the API takes (a pasted essay, a crafted link): keep what it can search, never fail.
  state.search = (params.get("search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  state.city = (params.get("city") ?? "").trim().slice(0, CITY_MAX_LENGTH);
  state.page = pageFromQuery(params.get("page"));
  state.minPrice = price(params.get("minPrice"));
  state.maxPrice = price(params.get("maxPrice"));
  state.availableFrom = toSlashDate(params.get("availableFrom") ?? "");
  state.availableTo = toSlashDate(params.get("availableTo") ?? "");
  state.free = params.get("isFree") === "true";
  state.verified = params.get("verified") === "true";
  return normalizeFilters(state);
}

/** The URL query for a filter state: empty values are left out; page 1 is implied. */
export function filtersToQuery(input: FilterState): URLSearchParams {
  const state = normalizeFilters(input);
  const params = new URLSearchParams();
  if (state.search.trim()) params.set("search", state.search.trim());
  if (state.city.trim()) params.set("city", state.city.trim());
  for (const [key, param] of LISTS) {
    const list = state[key] as string[];
    if (list.length > 0) params.set(param, list.join(","));
  }
  if (state.selectedGender.length > 0) params.set("gender", state.selectedGender.join(","));
  if (state.minPrice !== null) params.set("minPrice", String(state.minPrice));
  if (state.maxPrice !== null) params.set("maxPrice", String(state.maxPrice));
  if (state.availableFrom) params.set("availableFrom", state.availableFrom);
  if (state.availableTo) params.set("availableTo", state.availableTo);
  if (state.free) params.set("isFree", "true");
  if (state.verified) params.set("verified", "true");
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** Any change of filters starts again from page 1. */
export function changeFilters(state: FilterState, change: Partial<FilterState>): FilterState {
  return normalizeFilters({ ...state, ...change, page: change.page ?? 1 });
}
