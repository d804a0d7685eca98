import { formatAddress } from "localized-address-format";
import { z } from "zod";

/**
 * The office address of a provider who offers offline sessions, in the parts a postal address has
 * (Google's address data, through localized-address-format): which parts a country uses and in what
 * order decides the form, so a Nigerian address asks for a state and no postcode, a British one for a
 * post town and a postcode.
 */
export const ADDRESS_PARTS = ["addressLines", "locality", "administrativeArea", "postalCode"] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export const officeAddressSchema = z.object({
  addressLines: z
    .array(z.string().trim().max(120, "Each address line must be at most 120 characters"))
    .max(2, "At most 2 address lines")
    .transform((lines) => lines.filter(Boolean))
    .refine((lines) => lines.length > 0, "Street address is required"),
  locality: z.string().trim().max(80, "City must be at most 80 characters").default(""),
  administrativeArea: z.string().trim().max(80, "State must be at most 80 characters").default(""),
  postalCode: z.string().trim().max(16, "Postcode must be at most 16 characters").default(""),
});
export type OfficeAddress = z.output<typeof officeAddressSchema>;

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

/** One line for the readers that show it (profile, booking summary): the country's format, comma-joined. */
export function formatOfficeAddress(address: OfficeAddress, countryCode: string): string {
  return formatAddress({ postalCountry: countryCode, ...address })
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
}
