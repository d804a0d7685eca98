import { z } from "zod";
import {
  INVALID_EMAIL,
  isCleanName,
  nameCharactersMessage,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "./account-rules.ts";
import { signupConsentSchema } from "./consent.ts";

export const emailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .toLowerCase()
  .pipe(z.email(INVALID_EMAIL));

export const newPasswordSchema = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(/\p{L}/u, "Password must include at least one letter")
  .regex(/\p{N}/u, "Password must include at least one number");

export const personName = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`)
    .refine(isCleanName, nameCharactersMessage(label));

export const roleSchema = z.enum(["client", "provider"], { message: "Role must be client or provider" });

export const signupSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema.default("client"),
  ...signupConsentSchema.shape,
});

export const loginSchema = z.object({
  email: emailSchema,
  // No strength rules on login: an old password that predates the rules must still work.
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: "Current password is required" })
      .min(1, "Current password is required"),
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: "New password must be different from the current one",
    path: ["newPassword"],
  });

export const userNameSchema = z
  .string({ message: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(/^[a-zA-Z0-9._-]+$/, "Username can only contain letters, numbers, dots, dashes and underscores");

export const profileUpdateSchema = z
  .object({
    firstName: personName("First name"),
    lastName: personName("Last name"),
    userName: userNameSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });

export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
