import { formatAddress } from "localized-address-format";

/**
 * The provider module's limits and address layout apart from zod (as filters/search-rules.ts), so the
 * screens that only show them do not download the schemas.
 */

/** Limits of the provider's profile info (spec section 3), shared by the form and the API. */
export const PROFILE_LIMITS = {
  title: 20,
  headline: 160,
  bio: 3000,
  disciplines: 5,
  languages: 10,
  /** Every preference list (therapies, modalities, concerns, ...). */
  preferenceItems: 40,
} as const;

export const OFFICE_ADDRESS_REQUIRED = "An office address is required for in-person sessions";

/**
 * The office address of a provider who offers offline sessions, in the parts a postal address has
 * (Google's address data, through localized-address-format): which parts a country uses and in what
 * order decides the form, so a Nigerian address asks for a state, a British one for a post town and a
 * postcode.
 */
export const ADDRESS_PARTS = ["addressLines", "locality", "administrativeArea", "postalCode"] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

const PROBE: Record<Exclude<AddressPart, "addressLines">, string> = {
  locality: "\u0001L",
  administrativeArea: "\u0001S",
  postalCode: "\u0001P",
};

/**
 * The parts the country's postal format uses, in the order it prints them. The library keeps its table
 * private, so the format is read by printing a probe address and seeing which parts come out.
 */
export function addressPartsFor(countryCode: string): AddressPart[] {
  const lines = formatAddress({ postalCountry: countryCode, addressLines: ["\u0001A"], ...PROBE }).join("\n");
  const found = (Object.keys(PROBE) as Array<keyof typeof PROBE>)
    .filter((part) => lines.includes(PROBE[part]))
    .sort((a, b) => lines.indexOf(PROBE[a]) - lines.indexOf(PROBE[b]));
  return ["addressLines", ...found];
}

/**
 * The countries a provider may practise in (docs/decisions/045-where-a-provider-practises.md): the
 * country sets their fee currency (money's `userCurrency`) and where the directory lists them. The
 * global site offers the US and the UK (GB); the Nigerian site's providers practise in Nigeria.
 */
export const PRACTICE_COUNTRIES = ["US", "GB", "NG"] as const;
export type PracticeCountry = (typeof PRACTICE_COUNTRIES)[number];
export const isPracticeCountry = (value: unknown): value is PracticeCountry =>
  PRACTICE_COUNTRIES.includes(value as PracticeCountry);

/** Why a change of country is refused: money already set or owed in the old currency has no rate to move by. */
export const PRACTICE_COUNTRY_MESSAGES = {
  choose: "Choose a country from the list",
  feesSet: (from: string, to: string) =>
    `Your fees are set in ${from}. To change country, first set every fee to 0 (or hide your profile), then enter your fees again in ${to}.`,
  openBookings: (from: string) =>
    `You have bookings in ${from} that are not finished yet. You can change country once they are completed or cancelled.`,
} as const;
