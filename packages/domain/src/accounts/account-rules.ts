// Apart from the zod schemas so that a screen showing the rules does not download zod.

/** Shown on the sign-up form under the password field; newPasswordSchema enforces exactly this. */
export const PASSWORD_RULES = "Use at least 10 characters, with at least one letter and one number.";
/** Unknown email and wrong password get the same message, so accounts cannot be discovered. */
export const LOGIN_FAILED = "Incorrect email or password";
export const ACCOUNT_DELETED = "Account Deleted";
/** Success toasts of the profile screens; the API answers with the same text. */
export const PROFILE_MESSAGES = {
  profileUpdated: "Profile Updated Successfully",
  preferenceUpdated: "Preference Updated Successfully",
} as const;
/** Every email field: sign-up, login, participants, newsletter. */
export const INVALID_EMAIL = "Please enter a valid email address";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

/** The name others see: 'Account Deleted' when the names are gone (deleted account). */
export function displayName(user: { firstName?: string | null; lastName?: string | null }): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || ACCOUNT_DELETED;
}
