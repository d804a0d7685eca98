/**
 * Money in the marketplace is always an integer number of minor units (kobo, pence, cents).
 * Spec sections 3 and 9: divide by 100 to display, multiply by 100 when sending an entered value,
 * commas are stripped when parsing, zero shows 'Free', currency comes from the country (default GBP).
 */

export const FREE_LABEL = "Free";

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs far more than formatting
 * with it (a fifth of the /providers server render). A Map rather than @formatjs/fast-memoize, which
 * added 0.2 KB to /providers' first-load JavaScript, already over its budget.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** The one rule for showing a fee as 'Free' (API cards, sites, booking summaries): zero minor units. */
export const isFreeFee = (minor: number): boolean => minor === 0;
export const DEFAULT_CURRENCY = "GBP";

const CURRENCY_BY_COUNTRY: Record<string, string> = {
  NG: "NGN",
  US: "USD",
  GB: "GBP",
  UK: "GBP",
};

/** A country's currency: NG → NGN, US → USD, GB or UK → GBP, any other (or none) → GBP. */
export function currencyForCountry(countryCode: string | null | undefined): string {
  return CURRENCY_BY_COUNTRY[(countryCode ?? "").trim().toUpperCase()] ?? DEFAULT_CURRENCY;
}

/**
 * The one rule for a person's currency: the one their wallet holds, their top-ups are charged in, a
 * provider's fees are set in and the directory's price filter is read in (docs/decisions/030-currency.md).
 * Their own country decides, on whichever site they are: NG → NGN, US → USD, GB or UK → GBP, and anywhere
 * else GBP, the currency of the default company (spec section 9). The site's currency counts only when
 * the person's country is unknown (a visitor who has not signed in); without a site, GBP.
 */
export function userCurrency(
  countryCode: string | null | undefined,
  siteCurrency: string = DEFAULT_CURRENCY,
): string {
  return (countryCode ?? "").trim() ? currencyForCountry(countryCode) : siteCurrency;
}

/** Minor units to the major amount shown: 150050 → 1500.5. */
export function toMajor(minor: number): number {
  return minor / 100;
}

/**
 * The amount as people read it, in the locale's format: 'Free' for zero, otherwise '₦15,000' or
 * '£45.50' (whole amounts drop the decimals).
 */
export function formatMoney(minor: number, currency: string, locale = "en-US"): string {
  if (isFreeFee(minor)) return FREE_LABEL;
  return formatAmount(minor, currency, locale);
}

/** An amount with its currency symbol, zero included (balances, totals): '₦0', '£45.50'. */
export function formatAmount(minor: number, currency: string, locale = "en-US"): string {
  const major = toMajor(minor);
  const whole = Number.isInteger(major);
  return numberFormat(locale, {
    style: "currency",
    currency,
    // '₦15,000' rather than 'NGN 15,000' whatever the page's locale.
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(major);
}

export interface FeeSchedule {
  general: { fee: number };
  therapy: Array<{ therapyIdentifier: string; fee: number; isFree?: boolean }>;
}

/** The fee for a therapy: its own fee when the provider set one (free counts as 0), else the general fee. */
export function chooseFee(schedule: FeeSchedule, therapyIdentifier: string | null | undefined): number {
  const specific = schedule.therapy.find((t) => t.therapyIdentifier === therapyIdentifier);
  if (!specific) return schedule.general.fee;
  return specific.isFree ? 0 : specific.fee;
}

/** A series costs the fee times the number of sessions. */
export function seriesTotal(fee: number, sessions: number): number {
  return fee * Math.max(0, Math.trunc(sessions));
}
