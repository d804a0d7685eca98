import { createRoute, z } from "@hono/zod-openapi";
import {
  clientPreferenceSchema,
  EMPTY_CLIENT_PREFERENCE,
  profileUpdateSchema,
} from "@marketplace/domain/accounts";
import { and, eq, ne, sql } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/index.ts";
import { clientPreferences, users } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  jsonBody as json,
  jsonContent,
} from "../http/index.ts";
import {
  ClientProfileSchema,
  PREFERENCE_UPDATED,
  PROFILE_UPDATED,
  PreferenceSchema,
  toClientProfile,
} from "./client-schemas.ts";

/** The signed-in client's own profile and preferences. */
export function clientProfileRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/client/profile",
      middleware: [requireRole("client")] as const,
      tags: ["profile"],
      summary: "The signed-in client's profile",
      security: [{ bearer: [] }],
      responses: { 200: jsonContent(ClientProfileSchema, "Client profile"), ...authErrors },
    }),
    (c) => c.json(toClientProfile(currentAuth(c).user, c.var.deps.publicUrl), 200),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/v1/client/profile",
      middleware: [requireRole("client")] as const,
      tags: ["profile"],
      summary: "Update the client's names and username",
      security: [{ bearer: [] }],
      request: json(profileUpdateSchema.openapi("ProfileUpdate")),
      responses: {
        200: jsonContent(z.object({ message: z.string(), data: ClientProfileSchema }), PROFILE_UPDATED),
        409: errorContent("Username taken"),
        ...authErrors,
      },
    }),
    async (c) => {
      const update = c.req.valid("json");
      const { user } = currentAuth(c);
      const db = c.var.deps.db;
      if (update.userName) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(sql`lower(${users.userName}) = ${update.userName.toLowerCase()}`, ne(users.id, user.id)),
          );
        if (taken)
          throw new ApiError(409, "That username is already taken", [
            "userName: That username is already taken",
          ]);
      }
      const [updated] = await db
        .update(users)
        .set({ ...update, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new ApiError(404, "Account not found");
      return c.json({ message: PROFILE_UPDATED, data: toClientProfile(updated, c.var.deps.publicUrl) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/client/preference",
      middleware: [requireRole("client")] as const,
      tags: ["profile"],
      summary: "The client's preferences",
      security: [{ bearer: [] }],
      responses: { 200: jsonContent(z.object({ data: PreferenceSchema }), "Preferences"), ...authErrors },
    }),
    async (c) => {
      const [row] = await c.var.deps.db
        .select()
        .from(clientPreferences)
        .where(eq(clientPreferences.userId, currentAuth(c).user.id));
      return c.json({ data: { ...EMPTY_CLIENT_PREFERENCE, ...(row?.data as object | undefined) } }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/v1/client/preference",
      middleware: [requireRole("client")] as const,
      tags: ["profile"],
      summary: "Update some or all of the client's preferences",
      security: [{ bearer: [] }],
      request: json(clientPreferenceSchema.openapi("ClientPreferenceUpdate")),
      responses: {
        200: jsonContent(z.object({ message: z.string(), data: PreferenceSchema }), PREFERENCE_UPDATED),
        ...authErrors,
      },
    }),
    async (c) => {
      const update = c.req.valid("json");
      const userId = currentAuth(c).user.id;
      const db = c.var.deps.db;
      const data = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(clientPreferences)
          .where(eq(clientPreferences.userId, userId))
          .for("update");
        const merged = { ...EMPTY_CLIENT_PREFERENCE, ...(row?.data as object | undefined), ...update };
        await tx
          .insert(clientPreferences)
          .values({ userId, data: merged })
          .onConflictDoUpdate({
            target: clientPreferences.userId,
            set: { data: merged, updatedAt: new Date() },
          });
        return merged;
      });
      return c.json({ message: PREFERENCE_UPDATED, data }, 200);
    },
  );

  return router;
}
