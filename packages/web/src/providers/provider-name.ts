/** The parts of a provider's name (a search card, a profile, a booking's provider). */
export interface ProviderNameParts {
  title?: string | null;
  hideProfileTitle?: boolean;
  firstName?: string | null;
  lastName?: string | null;
}

/** The name as shown: the title first unless the provider hides it. */
export function providerName(p: ProviderNameParts) {
  return [p.hideProfileTitle ? null : p.title, p.firstName, p.lastName].filter(Boolean).join(" ");
}
