/**
 * The provider search contract's names, limits and options, apart from zod (search-query.ts holds the
 * schema): the directory screen's filter state needs these in the browser, and zod would add its
 * weight to /providers' first load.
 */

import { calendarDay } from "../dates/days.ts";

export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 1;
export const SEARCH_MAX_LENGTH = 200;
export const PAGE_MAX = 10_000;
export const PAGE_SIZE_MAX = 50;
export const PAGE_SIZE_DEFAULT = 12;
export const CITY_MAX_LENGTH = 80;

export const GENDER_OPTIONS = ["Male", "Female", "Others"] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];
export const isGender = (value: unknown): value is Gender =>
  typeof value === "string" && (GENDER_OPTIONS as readonly string[]).includes(value);

/** The multi-valued filters: filter-state field → query parameter, and what the values are. */
export const LIST_FILTERS = [
  { field: "selectedTherapy", param: "therapy", what: "therapy" },
  { field: "selectedAgeGroup", param: "ageGroup", what: "age group" },
  { field: "selectedEthnicity", param: "ethnicity", what: "cultural background" },
  { field: "selectedSpeciality", param: "concern", what: "concern" },
  { field: "selectedStates", param: "state", what: "state" },
  { field: "selectedLocation", param: "country", what: "country code" },
  { field: "selectedModality", param: "modality", what: "modality" },
  { field: "selectedLanguage", param: "language", what: "language" },
  { field: "selectedDiscipline", param: "discipline", what: "discipline" },
] as const;
export type ListFilterParam = (typeof LIST_FILTERS)[number]["param"];

/** Splits a comma-separated query value, dropping blanks. */
export const splitList = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A calendar date from the filter's day-month-year input (dashes, slashes or dots) or ISO
 * YYYY-MM-DD, as a UTC midnight Date; null when it is not a real date (31/02/2026) or falls outside
 * the years a day may (dates/days.ts, calendarDay).
 */
export function parseFilterDate(value: string): Date | null {
  const text = value.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  return calendarDay(Number(y), Number(m), Number(d));
}

/** Date inputs give day-month-year; the query carries day/month/year ('01/12/2026'). */
export function toSlashDate(value: string): string | null {
  const date = parseFilterDate(value);
  if (!date) return null;
  const dd = String(date.getUTCDate()).padStart(2, "0");
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}
