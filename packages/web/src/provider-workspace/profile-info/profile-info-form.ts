import { isPracticeCountry, type ProviderProfileInfoInput } from "@marketplace/domain/provider";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const ticked = (form: FormData, name: string) => form.get(name) === "on";

/** A posted country the schema will refuse with its own message when it is not one of ours. */
const practiceCountry = (value: FormDataEntryValue | null) =>
  (isPracticeCountry(value) ? value : String(value ?? "")) as ProviderProfileInfoInput["countryCode"];

/**
 * The posted profile-info form as the API's body. Checkboxes post 'on' only when ticked; the address
 * is sent when in-person sessions are offered or any of its fields is filled (so it is kept for later).
 */
export function profileInfoFromForm(form: FormData): ProviderProfileInfoInput {
  const address = {
    addressLines: [text(form, "addressLine1"), text(form, "addressLine2")],
    locality: text(form, "locality"),
    administrativeArea: text(form, "administrativeArea"),
    postalCode: text(form, "postalCode"),
  };
  const offline = ticked(form, "offerOfflineSession");
  const anyAddress = [
    ...address.addressLines,
    address.locality,
    address.administrativeArea,
    address.postalCode,
  ].some((v) => v.trim() !== "");
  return {
    title: text(form, "title"),
    hideProfileTitle: ticked(form, "hideProfileTitle"),
    firstName: text(form, "firstName"),
    lastName: text(form, "lastName"),
    headline: text(form, "headline"),
    bio: text(form, "bio"),
    disciplines: form.getAll("disciplines").map(String),
    languages: form.getAll("languages").map(String),
    // Sent only where the form asks (the global site); elsewhere the country stays as it is.
    ...(form.has("countryCode") ? { countryCode: practiceCountry(form.get("countryCode")) } : {}),
    offerOfflineSession: offline,
    officeAddress: offline || anyAddress ? address : null,
  };
}
