import rosetta from "rosetta";

/** A translation table: nested objects of strings (lists such as the sign-up quotes stay as they are). */
export type Messages = { readonly [key: string]: unknown };
export type Params = Record<string, string | number>;

/** The `t()` shape the screens call: i18next's, without its runtime. */
export interface Translate {
  /** The string at a dot path, `{{name}}` filled from params; with a numeric `count` the `_one`/`_other` form. */
  (key: string, params?: Params): string;
  /** The raw value at a dot path (a list or an object), for the screens that map over one. */
  raw(key: string): unknown;
}

const isTable = (value: unknown): value is Messages =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A locale's table laid over the base one: nested tables merge key by key, anything else (a string,
 * a list) is replaced whole. Written here because the merge libraries (deepmerge, defu) concatenate
 * lists, which would double the sign-up quotes.
 */
export function overlay(base: Messages, over: Messages): Messages {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = isTable(under) && isTable(value) ? overlay(under, value) : value;
  }
  return merged;
}

/**
 * A translator over one locale's table: rosetta (300 bytes) looks up dot paths and fills `{{params}}`;
 * plurals pick `key_one`/`key_other` with the locale's Intl.PluralRules, as i18next's JSON v4 does. A missing
 * key renders as the key itself, so a gap is visible instead of blank.
 */
export function createTranslator(locale: string, messages: Messages): Translate {
  const table = rosetta({ [locale]: messages });
  table.locale(locale);
  const plurals = new Intl.PluralRules(locale);
  const lookup = (key: string, params?: Params): string | undefined => {
    const value = table.t(key, params) as unknown;
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const translate = (key: string, params?: Params): string => {
    const count = params?.count;
    const plural = typeof count === "number" ? lookup(`${key}_${plurals.select(count)}`, params) : undefined;
    return plural ?? lookup(key, params) ?? key;
  };
  return Object.assign(translate, { raw: (key: string) => table.t(key) as unknown });
}
