import type { ProviderProfile } from "@marketplace/api-client";
import { chooseFee, formatMoney, userCurrency } from "@marketplace/domain/money";
import { READ_MORE_THRESHOLD } from "@marketplace/domain/reviews";
import type { ProfessionalService, WithContext } from "schema-dts";
import { providerName } from "../providers/index.ts";

export { providerName };

export interface TherapyFee {
  identifier: string;
  name: string;
  /** Minor units, as chosen by the domain's fee rule. */
  amount: number;
  /** 'Free' for zero, else the amount in the provider's currency ('₦15,000', '£45'). */
  text: string;
}

/** The currency the provider's fees are set in; the country decides when the API gives none. */
export const feeCurrency = (fee: ProviderProfile["bookingFee"]) =>
  fee.currencyCode || userCurrency(fee.countryCode);

/**
 * The fee of each therapy the provider offers: the therapy's own fee, otherwise the general fee
 * (spec section 9, `chooseFee`), formatted for the page's locale.
 */
export function therapyFees(profile: ProviderProfile, locale: string): TherapyFee[] {
  const currency = feeCurrency(profile.bookingFee);
  return profile.preferences.therapy.map((therapy) => {
    const amount = chooseFee(profile.bookingFee, therapy.identifier);
    return {
      identifier: therapy.identifier,
      name: therapy.name,
      amount,
      text: formatMoney(amount, currency, locale),
    };
  });
}

/**
 * The office address, only for a provider who offers offline (in-person) sessions through an
 * offline modality; anyone else's stored address is not for the public page.
 */
export function officeAddress(profile: ProviderProfile): string | null {
  const { offerOfflineSession, officeAddress: address } = profile.profileInfo;
  const meetsInPerson = profile.preferences.modality.some((m) => m.isOffline);
  return offerOfflineSession && meetsInPerson && address?.trim() ? address.trim() : null;
}

/**
 * The profile as schema.org data for search engines: a ProfessionalService (a type that may carry
 * aggregateRating, which Person may not) offered by the provider as a Person. aggregateRating appears
 * only when there are ratings: an empty one is invalid and would mislead.
 */
export function providerJsonLd(
  profile: ProviderProfile,
  options: { url: string; ratingCount: number; ratingAverage: number | null },
): WithContext<ProfessionalService> {
  const info = profile.profileInfo;
  const name = providerName(info);
  const address = officeAddress(profile);
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": options.url,
    url: options.url,
    name,
    description: info.headline,
    ...(info.photo ? { image: info.photo } : {}),
    ...(address ? { address } : {}),
    areaServed: info.countryCode,
    knowsLanguage: info.languages.map((l) => l.name),
    employee: {
      "@type": "Person",
      name,
      ...(info.photo ? { image: info.photo } : {}),
      jobTitle: info.discipline.map((d) => d.name).join(", ") || undefined,
      knowsAbout: profile.preferences.specialities.map((s) => s.name),
    },
    ...(options.ratingCount > 0 && options.ratingAverage !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: options.ratingAverage,
            ratingCount: options.ratingCount,
            bestRating: 5,
            worstRating: 0.5,
          },
        }
      : {}),
  };
}

/**
 * A long comment as what shows before 'Read more' and what it reveals: cut at the last space within
 * the first 100 characters (the spec's read-more threshold), so no word is split, or at 100 when
 * there is no space late enough. Short comments come back whole.
 */
export function splitComment(comment: string, limit = READ_MORE_THRESHOLD): { head: string; rest: string } {
  if (comment.length <= limit) return { head: comment, rest: "" };
  const space = comment.lastIndexOf(" ", limit);
  const cut = space > limit * 0.6 ? space : limit;
  return { head: comment.slice(0, cut), rest: comment.slice(cut) };
}
