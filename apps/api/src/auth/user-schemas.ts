import { z } from "@hono/zod-openapi";
import { displayName } from "@marketplace/domain/accounts";
import { fileUrl } from "../files/index.ts";
import type { SessionUser } from "./sessions.ts";

export const UserSchema = z
  .object({
    identifier: z.string(),
    role: z.enum(["client", "provider", "staff"]),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string(),
    userName: z.string(),
    photoUrl: z.string().nullable(),
    countryCode: z.string().nullable(),
    timezone: z.string(),
    createdAt: z.string(),
  })
  .openapi("User");

export type UserView = z.infer<typeof UserSchema>;

export function toUserView(user: SessionUser, publicUrl: string): UserView {
  return {
    identifier: user.id,
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: displayName(user),
    userName: user.userName,
    photoUrl: fileUrl(publicUrl, user.photoUrl),
    countryCode: user.countryCode,
    timezone: user.timezone,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
