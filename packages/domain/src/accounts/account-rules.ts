import { SUPPORT_EMAIL } from "../contact/contact-rules.ts";
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
/**
 * Characters that reorder how the text around them displays: the embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069). In a name they make 'Ada' display as someone
 * else's, or an attachment's 'exe.pdf' hide its real extension.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const ANY_CONTROL = /\p{Cc}/u;

/** A name (a person's, a sender's, a file's) holds no control character, not even a tab or newline, and no direction control. */
export const isCleanName = (value: string): boolean => !ANY_CONTROL.test(value) && !BIDI_CONTROLS.test(value);

/** What a refused name says: `First name must not contain control characters or text-direction marks`. */
export const nameCharactersMessage = (label: string) =>
  `${label} must not contain control characters or text-direction marks`;

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

// The emailed links' limits and answers live here, apart from zod, so the pages that show them do
// not download it.
/** How long the links sent by email work; each works once. */
export const EMAIL_LINK_LIMITS = { confirmHours: 24, resetMinutes: 30 } as const;

/**
 * Sign-up and 'forgot password' answer every address with the same words, so nobody can learn
 * whether an address has an account here.
 */
export const SIGNUP_CHECK_EMAIL = "Check your email: we have sent you a link to finish signing up.";
export const RESET_CHECK_EMAIL =
  "Check your email: if an account uses this address, we have sent it a link to reset the password.";
/** A correct password on an address that was never confirmed. */
export const EMAIL_NOT_CONFIRMED =
  "Please confirm your email address first: open the link we emailed you, or sign up again with the same address to get a new one.";
export const LINK_INVALID = "This link has expired or has already been used.";
export const PASSWORDS_DIFFER = "Passwords do not match";
/** Sign-in of an account staff suspended (issue 32): every session was signed out when it happened. */
export const ACCOUNT_SUSPENDED = `This account has been suspended. Please contact ${SUPPORT_EMAIL} if you think this is a mistake.`;
