import { formatAddress } from "localized-address-format";
import { z } from "zod";

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

/** One line for the readers that show it (profile, booking summary): the country's format, comma-joined. */
export function formatOfficeAddress(address: OfficeAddress, countryCode: string): string {
  return formatAddress({ postalCountry: countryCode, ...address })
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
}
