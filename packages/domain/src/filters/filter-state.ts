/**
 * Spec sections 3, 4 and 5: the provider filter panel's state and its URL query (the query parameter
 * names of the provider search, spec section 7).
 */

export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 1;
export const SEARCH_DEBOUNCE_MS = 1500;
export const FILTER_DRAWER_WIDTH = 400;
export const MOBILE_BREAKPOINT = 768;

export const GENDER_OPTIONS = ["Male", "Female", "Others"] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];
export const genderLabel = (role: "client" | "provider") =>
  role === "client"
    ? "I Prefer A Therapist Of A Specific Gender"
    : "I Have A Preference For Working With Clients Of A Specific Gender";

export interface FilterState {
  search: string;
  page: number;
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
}

export const emptyFilters = (): FilterState => ({
  search: "",
  page: 1,
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
});

/** List fields and their query parameter names. */
const LISTS = [
  ["selectedTherapy", "therapy"],
  ["selectedAgeGroup", "ageGroup"],
  ["selectedEthnicity", "ethnicity"],
  ["selectedSpeciality", "concern"],
  ["selectedStates", "state"],
  ["selectedLocation", "country"],
  ["selectedModality", "modality"],
  ["selectedLanguage", "language"],
  ["selectedDiscipline", "discipline"],
] as const satisfies ReadonlyArray<readonly [keyof FilterState, string]>;

/** Date inputs give day-month-year; the query carries day/month/year. */
export function toSlashDate(value: string): string | null {
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, d = "", mo = "", y = ""] = m;
  const day = Number(d);
  const month = Number(mo);
  const date = new Date(Date.UTC(Number(y), month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return `${d.padStart(2, "0")}/${mo.padStart(2, "0")}/${y}`;
}

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
  for (const [key, param] of LISTS) {
    const value = params.get(param);
    (state[key] as string[]) = value ? value.split(",").filter(Boolean) : [];
  }
  state.selectedGender = (params.get("gender") ?? "")
    .split(",")
    .filter((g): g is Gender => (GENDER_OPTIONS as readonly string[]).includes(g));
  state.search = params.get("search") ?? "";
  state.page = pageFromQuery(params.get("page"));
  state.minPrice = price(params.get("minPrice"));
  state.maxPrice = price(params.get("maxPrice"));
  state.availableFrom = toSlashDate(params.get("availableFrom") ?? "");
  state.availableTo = toSlashDate(params.get("availableTo") ?? "");
  state.free = params.get("isFree") === "true";
  return normalizeFilters(state);
}

/** The URL query for a filter state: empty values are left out; page 1 is implied. */
export function filtersToQuery(input: FilterState): URLSearchParams {
  const state = normalizeFilters(input);
  const params = new URLSearchParams();
  if (state.search.trim()) params.set("search", state.search.trim());
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
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** Any change of filters starts again from page 1. */
export function changeFilters(state: FilterState, change: Partial<FilterState>): FilterState {
  return normalizeFilters({ ...state, ...change, page: change.page ?? 1 });
}
