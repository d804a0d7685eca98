import { z } from "@hono/zod-openapi";
import { UserSchema } from "./user-schemas.ts";

export const SessionSchema = z
  .object({ token: z.string(), expiresAt: z.string(), user: UserSchema })
  .openapi("Session");
export const MessageSchema = z.object({ message: z.string() }).openapi("Message");
