import { z } from "zod";

/**
 * The provider search contract (spec section 7), defined once: the API validates its query with this
 * schema (adding only OpenAPI metadata) and the sites build their filter state and URLs from the same
 * names, limits and options. Multi-valued filters are comma-separated identifiers; prices are whole
 * major units of the provider's currency (the filter's 0 to 1,000,000 slider); dates are day/month/year.
 */

export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 1;
export const SEARCH_MAX_LENGTH = 200;
export const PAGE_MAX = 10_000;
export const PAGE_SIZE_MAX = 50;
export const PAGE_SIZE_DEFAULT = 12;
export const CITY_MAX_LENGTH = 80;
const LIST_MAX_LENGTH = 2000;

export const GENDER_OPTIONS = ["Male", "Female", "Others"] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];
export const isGender = (value: unknown): value is Gender =>
  typeof value === "string" && (GENDER_OPTIONS as readonly string[]).includes(value);
export const genderSchema = z.enum(GENDER_OPTIONS, { message: "Gender must be Male, Female or Others" });

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
 * YYYY-MM-DD, as a UTC midnight Date; null when it is not a real date (31/02/2026).
 */
export function parseFilterDate(value: string): Date | null {
  const text = value.trim();
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(m) - 1) return null;
  return date;
}

/** Date inputs give day-month-year; the query carries day/month/year ('01/12/2026'). */
export function toSlashDate(value: string): string | null {
  const date = parseFilterDate(value);
  if (!date) return null;
  const dd = String(date.getUTCDate()).padStart(2, "0");
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

const list = (what: string) =>
  z
    .string()
    .max(LIST_MAX_LENGTH, `${what} list is too long`)
    .transform(splitList)
    .optional()
    .meta({ description: `Comma-separated ${what} identifiers`, type: "string" });

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max.toLocaleString("en-US")}`)
    .meta({ type: "integer", minimum: min, maximum: max });

const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { message: `${name} must be true or false` })
    .transform((v) => v === "true" || v === "1")
    .optional()
    .meta({ type: "boolean" });

const date = (name: string) =>
  z
    .string()
    .transform((v, ctx) => {
      const parsed = parseFilterDate(v);
      if (!parsed) {
        ctx.addIssue({ code: "custom", message: `${name} must be a date like 25/12/2026 or 2026-12-25` });
        return z.NEVER;
      }
      return parsed;
    })
    .optional()
    .meta({ type: "string", example: "25/12/2026" });

const listFields = Object.fromEntries(LIST_FILTERS.map((f) => [f.param, list(f.what)])) as Record<
  ListFilterParam,
  ReturnType<typeof list>
>;

export const providerSearchQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional(),
    page: whole("page", 1, PAGE_MAX).default(1),
    pageSize: whole("pageSize", 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    ...listFields,
    // A city by name (the location landing pages' "Therapists in London"), matched case-insensitively.
    city: z
      .string()
      .trim()
      .min(1, "city must not be empty")
      .max(CITY_MAX_LENGTH, `city must be at most ${CITY_MAX_LENGTH} characters`)
      .optional(),
    gender: z
      .string()
      .transform(splitList)
      .pipe(z.array(z.enum(GENDER_OPTIONS, { message: "gender must be Male, Female or Others" })))
      .optional()
      .meta({ type: "string", description: "Comma-separated: Male, Female, Others" }),
    availableFrom: date("availableFrom"),
    availableTo: date("availableTo"),
    minPrice: whole("minPrice", PRICE_MIN, PRICE_MAX).optional(),
    maxPrice: whole("maxPrice", PRICE_MIN, PRICE_MAX).optional(),
    isFree: flag("isFree"),
    featured: flag("featured"),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must not be greater than maxPrice",
    path: ["minPrice"],
  })
  .refine((q) => !q.availableFrom || !q.availableTo || q.availableFrom <= q.availableTo, {
    message: "availableFrom must not be after availableTo",
    path: ["availableFrom"],
  });

/** The query as the API reads it (lists split, numbers and dates parsed). */
export type ProviderSearchQuery = z.output<typeof providerSearchQuerySchema>;
/** The query as a URL carries it (every value a string). */
export type ProviderSearchParams = z.input<typeof providerSearchQuerySchema>;
