import { z } from "@hono/zod-openapi";
import { displayName, PROFILE_MESSAGES } from "@marketplace/domain/accounts";
import { GENDER_OPTIONS } from "@marketplace/domain/filters";
import type { users } from "../db/index.ts";
import { fileUrl } from "../files/index.ts";

export const PROFILE_UPDATED = PROFILE_MESSAGES.profileUpdated;
export const PREFERENCE_UPDATED = PROFILE_MESSAGES.preferenceUpdated;

export const ClientProfileSchema = z
  .object({
    identifier: z.string(),
    photoUrl: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userName: z.string(),
    fullName: z.string(),
  })
  .openapi("ClientProfile");

export const PreferenceSchema = z
  .object({
    preferredGender: z.enum(GENDER_OPTIONS).nullable(),
    languages: z.array(z.string()),
    concerns: z.array(z.string()),
    modalities: z.array(z.string()),
    budget: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    timezone: z.string().nullable(),
  })
  .openapi("ClientPreference");

export function toClientProfile(user: typeof users.$inferSelect, publicUrl: string) {
  const deleted = user.deletedAt !== null;
  return {
    identifier: user.id,
    photoUrl: deleted ? null : fileUrl(publicUrl, user.photoUrl),
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    fullName: displayName(user),
  };
}
