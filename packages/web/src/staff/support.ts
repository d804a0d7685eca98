import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { parseAmount, toMinor } from "@marketplace/domain/money";
import { REGIONS, type RegionId, regionIds } from "@marketplace/region";

/**
 * The support and audit screens' small rules (issue 32): which site an account belongs to, an
 * account's status, the refund amount a staff member typed, a refusal's "at most" figure. Pure, so
 * they are tested without a server.
 */

/** The site whose country the account lives in (decision 045's practice countries), or null. */
export function regionOf(countryCode: string | null | undefined): RegionId | null {
  const country = countryCode?.trim().toUpperCase();
  if (!country) return null;
  return (
    regionIds.find((id) => (REGIONS[id].practiceCountries as readonly string[]).includes(country)) ?? "global"
  );
}

export type AccountStatus =
  | { key: "active" }
  | { key: "suspended"; since: string }
  | { key: "deleted"; since: string };

/** Deleted wins over suspended (a deleted account cannot be restored here). */
export function accountStatus(a: { suspendedAt: string | null; deletedAt: string | null }): AccountStatus {
  if (a.deletedAt) return { key: "deleted", since: a.deletedAt };
  if (a.suspendedAt) return { key: "suspended", since: a.suspendedAt };
  return { key: "active" };
}

/** The console's times: a date and a time, in UTC (the page says so). */
export const consoleTime = (iso: string) => `${formatShortDate(iso)} ${formatTime(iso)}`;

export type RefundAmountError = "amount" | "amountDecimals" | "amountZero" | "amountTooLarge";

/**
 * What staff typed as a refund, in major units ('12.50', '1,500'), to minor units: blank means the
 * whole of what is left. At most two decimals, above zero, not more than is left of the payment.
 * The API checks again (the payer's wallet may hold less): its refusal is shown as it says.
 */
export function refundAmount(text: string, left: number): { minor: number } | { error: RefundAmountError } {
  const typed = text.trim();
  if (typed === "") return left > 0 ? { minor: left } : { error: "amountZero" };
  const major = parseAmount(typed);
  if (major === null) return { error: "amount" };
  if (/\.\d{3,}$/.test(typed.replace(/,/g, ""))) return { error: "amountDecimals" };
  const minor = toMinor(major);
  if (minor <= 0) return { error: "amountZero" };
  if (minor > left) return { error: "amountTooLarge" };
  return { minor };
}

/** A minor amount as the amount field shows it: '12.50' (no currency sign, no grouping). */
export const amountFieldValue = (minor: number) => (minor / 100).toFixed(2);

/**
 * The API's refusal of a refund that is too large carries the figure as `amount: at most 2500`
 * (minor units): read it so the page can say it in money. Null when the refusal says no such thing.
 */
export function atMostOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return null;
  for (const line of errors) {
    const match = typeof line === "string" ? /^amount: at most (\d+)$/.exec(line) : null;
    if (match) return Number(match[1]);
  }
  return null;
}
