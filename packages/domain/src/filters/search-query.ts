import { z } from "zod";
import { FIRST_DAY_YEAR, LAST_DAY_YEAR } from "../dates/days.ts";
import { DEFAULT_CURRENCY } from "../money/money.ts";
import {
  CITY_MAX_LENGTH,
  GENDER_OPTIONS,
  LIST_FILTERS,
  type ListFilterParam,
  PAGE_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRICE_MAX,
  PRICE_MIN,
  parseFilterDate,
  SEARCH_MAX_LENGTH,
  splitList,
} from "./search-rules.ts";

/**
 * The provider search contract (spec section 7), defined once: the API validates its query with this
 * schema (adding only OpenAPI metadata) and the sites build their filter state and URLs from the same
 * names, limits and options. Multi-valued filters are comma-separated identifiers; prices are whole
 * major units of one currency, `currency` (the filter's 0 to 1,000,000 slider), and only providers
 * whose fees are in it can meet them (docs/decisions/030-currency.md); dates are day/month/year.
 */

const LIST_MAX_LENGTH = 2000;

/**
 * What each query parameter is called where a person reads its message: the directory shows the API's
 * refusal beside the field it is about, so the message names the field as the screen does, never the
 * parameter (issue 28: not 'minPrice must not be greater than maxPrice').
 */
export const SEARCH_FIELD_NAMES = {
  search: "The search",
  page: "The page number",
  pageSize: "The number of results per page",
  city: "The city",
  minPrice: "The minimum price",
  maxPrice: "The maximum price",
  availableFrom: "The 'Available from' date",
  availableTo: "The 'Available until' date",
  currency: "The currency",
  isFree: "'Free sessions only'",
  featured: "'Featured'",
  verified: "'Verified'",
} as const;
type NamedField = keyof typeof SEARCH_FIELD_NAMES;

/** The choices as a sentence ("A, B or C"), from the one list. */
const GENDER_CHOICES = `${GENDER_OPTIONS.slice(0, -1).join(", ")} or ${GENDER_OPTIONS.at(-1)}`;

export const genderSchema = z.enum(GENDER_OPTIONS, { message: `Gender must be ${GENDER_CHOICES}` });

const list = (what: string) =>
  z
    .string()
    .max(LIST_MAX_LENGTH, `${what} list is too long`)
    .transform(splitList)
    .optional()
    .meta({ description: `Comma-separated ${what} identifiers`, type: "string" });

const whole = (field: NamedField, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${SEARCH_FIELD_NAMES[field]} must be a whole number, such as 50`)
    .transform(Number)
    .refine(
      (n) => n >= min && n <= max,
      `${SEARCH_FIELD_NAMES[field]} must be between ${min} and ${max.toLocaleString("en-US")}`,
    )
    .meta({ type: "integer", minimum: min, maximum: max });

const flag = (field: NamedField) =>
  z
    .enum(["true", "false", "1", "0"], { message: `${SEARCH_FIELD_NAMES[field]} must be on or off` })
    .transform((v) => v === "true" || v === "1")
    .optional()
    .meta({ type: "boolean" });

const date = (field: NamedField) =>
  z
    .string()
    .transform((v, ctx) => {
      const parsed = parseFilterDate(v);
      if (!parsed) {
        ctx.addIssue({
          code: "custom",
          message: `${SEARCH_FIELD_NAMES[field]} must be a date such as 25/12/2026 or 2026-12-25, between ${FIRST_DAY_YEAR} and ${LAST_DAY_YEAR}`,
        });
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
      .max(SEARCH_MAX_LENGTH, `Use at most ${SEARCH_MAX_LENGTH} characters in your search`)
      .optional(),
    page: whole("page", 1, PAGE_MAX).default(1),
    pageSize: whole("pageSize", 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    ...listFields,
    // A city by name (the location landing pages' "Therapists in London"), matched case-insensitively;
    // a landing page's city covers its whole area (Lagos: Ikeja, Lekki…; see places/places.ts).
    city: z
      .string()
      .trim()
      .min(1, "Choose a city")
      .max(CITY_MAX_LENGTH, `${SEARCH_FIELD_NAMES.city} must be at most ${CITY_MAX_LENGTH} characters`)
      .optional(),
    gender: z
      .string()
      .transform(splitList)
      .pipe(z.array(z.enum(GENDER_OPTIONS, { message: `Gender must be ${GENDER_CHOICES}` })))
      .optional()
      .meta({ type: "string", description: `Comma-separated: ${GENDER_OPTIONS.join(", ")}` }),
    availableFrom: date("availableFrom"),
    availableTo: date("availableTo"),
    minPrice: whole("minPrice", PRICE_MIN, PRICE_MAX).optional(),
    maxPrice: whole("maxPrice", PRICE_MIN, PRICE_MAX).optional(),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, "The currency must be a code such as NGN, GBP or USD")
      .transform((code) => code.toUpperCase())
      .optional()
      .meta({
        description: `The list's currency: only providers whose fees are in it are listed. It is also the currency of minPrice and maxPrice (${DEFAULT_CURRENCY} when a bound is given without it). The sites send the list's currency (the viewer's, or that of the one country chosen).`,
        example: "NGN",
      }),
    isFree: flag("isFree"),
    featured: flag("featured"),
    /** Issue 32: only providers whose licence staff verified (and that has not expired). */
    verified: flag("verified"),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "The minimum price must not be more than the maximum price",
    path: ["minPrice"],
  })
  .refine((q) => !q.availableFrom || !q.availableTo || q.availableFrom <= q.availableTo, {
    message: "The 'Available from' date must not be after the 'Available until' date",
    path: ["availableFrom"],
  });

/** The query as the API reads it (lists split, numbers and dates parsed). */
export type ProviderSearchQuery = z.output<typeof providerSearchQuerySchema>;
/** The query as a URL carries it (every value a string). */
export type ProviderSearchParams = z.input<typeof providerSearchQuerySchema>;
