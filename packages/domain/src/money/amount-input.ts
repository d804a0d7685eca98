// What a person types as an amount, to minor units. A module of its own: the card pages load
// money.ts's formatting, and Rollup keeps a module's functions that any page uses in the one chunk, so
// these parsers (used by forms: fees, top-ups, refunds, staff refunds) would ride along on every card
// page (\`pnpm bench:web\`, decision 033).

/**
 * An entered major amount to minor units: 1500.5 → 150050. Goes through the decimal string so
 * floating-point noise (0.29 * 100 = 28.999…) never reaches the API.
 */
export function toMinor(major: number): number {
  if (!Number.isFinite(major)) return Number.NaN;
  const [whole = "0", fraction = ""] = Math.abs(major).toFixed(2).split(".");
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return major < 0 ? -minor : minor;
}

/**
 * Parses what a person typed: commas are stripped ('1,500.50' → 1500.5). Returns null for anything
 * that is not a plain decimal number.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/,/g, "").trim();
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Entered text to minor units, or null when it cannot be parsed. */
export function parseMinor(text: string): number | null {
  const amount = parseAmount(text);
  return amount === null ? null : toMinor(amount);
}
