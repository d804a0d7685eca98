import { z } from "@hono/zod-openapi";

/**
 * Query parameters of the provider search (spec section 7). Multi-valued filters are comma-separated
 * identifiers. Prices are in major units of the provider's currency (the filter's 0 to 1,000,000 slider);
 * the SQL compares them against fees stored in minor units.
 */
const list = (what: string) =>
  z
    .string()
    .max(2000, `${what} list is too long`)
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .optional()
    .openapi({ description: `Comma-separated ${what} identifiers`, type: "string" });

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max.toLocaleString("en-US")}`)
    .openapi({ type: "integer", minimum: min, maximum: max });

const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { message: `${name} must be true or false` })
    .transform((v) => v === "true" || v === "1")
    .optional()
    .openapi({ type: "boolean" });

/** Day-month-year with slashes (the filter's format) or ISO YYYY-MM-DD. */
const date = (name: string) =>
  z
    .string()
    .transform((v, ctx) => {
      const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
      const parsed = y && m && d ? new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))) : null;
      if (!parsed || parsed.getUTCDate() !== Number(d) || parsed.getUTCMonth() !== Number(m) - 1) {
        ctx.addIssue({ code: "custom", message: `${name} must be a date like 25/12/2026 or 2026-12-25` });
        return z.NEVER;
      }
      return parsed;
    })
    .optional()
    .openapi({ type: "string", example: "25/12/2026" });

export const MAX_PRICE = 1_000_000;

export const ProviderSearchQuerySchema = z
  .object({
    search: z.string().trim().max(200, "search must be at most 200 characters").optional(),
    page: whole("page", 1, 10_000).default(1),
    pageSize: whole("pageSize", 1, 50).default(12),
    country: list("country code"),
    state: list("state"),
    therapy: list("therapy"),
    concern: list("concern"),
    language: list("language"),
    gender: z
      .string()
      .transform((v) => v.split(",").filter(Boolean))
      .pipe(
        z.array(z.enum(["Male", "Female", "Others"], { message: "gender must be Male, Female or Others" })),
      )
      .optional()
      .openapi({ type: "string" }),
    availableFrom: date("availableFrom"),
    availableTo: date("availableTo"),
    discipline: list("discipline"),
    ethnicity: list("cultural background"),
    ageGroup: list("age group"),
    modality: list("modality"),
    minPrice: whole("minPrice", 0, MAX_PRICE).optional(),
    maxPrice: whole("maxPrice", 0, MAX_PRICE).optional(),
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

export type ProviderSearchQuery = z.infer<typeof ProviderSearchQuerySchema>;
