import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./account-schemas.ts";

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

/** The opaque token from an emailed link (43 base64url characters today; a little room either way). */
export const linkTokenSchema = z
  .string({ message: LINK_INVALID })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, LINK_INVALID);

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The reset form: the new password twice, under the same rules as sign-up. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ message: PASSWORDS_DIFFER }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ["confirmPassword"] });
