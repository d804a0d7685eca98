/** The searchable select (spec section 5): case-insensitive substring filter. */

export const NO_MATCHING_OPTIONS = "No matching options found";

export interface SelectOption {
  identifier: string;
  name: string;
}

export function filterOptions<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...options];
  return options.filter((o) => o.name.toLowerCase().includes(q));
}

/** IANA names as select options (identifier and name are the zone name). */
export const timezoneOptions = (names: readonly string[]): SelectOption[] =>
  names.map((name) => ({ identifier: name, name }));
