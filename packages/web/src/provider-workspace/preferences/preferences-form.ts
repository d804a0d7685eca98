import { isGender } from "@marketplace/domain/filters";
import type { ProviderPreferencesInput } from "@marketplace/domain/provider";

/** The lists of the preferences form, in the order it shows them (also the API body's keys). */
export const PREFERENCE_LISTS = [
  "therapy",
  "modality",
  "specialities",
  "ageGroups",
  "culturalBackgrounds",
  "religion",
] as const;
export type PreferenceList = (typeof PREFERENCE_LISTS)[number];

/** The posted preferences form as the API's body: repeated checkboxes per list, one gender radio. */
export function preferencesFromForm(form: FormData): ProviderPreferencesInput {
  const gender = String(form.get("clientGender") ?? "");
  const lists = Object.fromEntries(
    PREFERENCE_LISTS.map((key) => [key, form.getAll(key).map(String)]),
  ) as Record<PreferenceList, string[]>;
  return { ...lists, clientGender: isGender(gender) ? gender : null };
}
