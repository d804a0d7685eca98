import { z } from "zod";
import { LINK_INVALID, PASSWORDS_DIFFER } from "./account-rules.ts";
import { emailSchema, newPasswordSchema } from "./account-schemas.ts";

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
