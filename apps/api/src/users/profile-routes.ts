import { createRoute, z } from "@hono/zod-openapi";
import {
  clientPreferenceSchema,
  displayName,
  EMPTY_CLIENT_PREFERENCE,
  PROFILE_MESSAGES,
  profileUpdateSchema,
} from "@marketplace/domain/accounts";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { bodyLimit } from "hono/body-limit";
import { currentAuth, requireRole, requireUser } from "../auth/auth-middleware.ts";
import { bookingSeries, clientPreferences, messages, providerProfiles, users } from "../db/schema/index.ts";
import { localFileStore } from "../files/file-store.ts";
import { fileUrl } from "../files/file-url.ts";
import { ApiError } from "../http/errors.ts";
import { createRouter } from "../http/router.ts";
import { errorResponses, IdParam, jsonContent, notFoundResponse } from "../http/schemas.ts";
import { checkPhoto, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "./photo-upload.ts";
import { toUserView, UserSchema } from "./user-schemas.ts";

const errorContent = errorResponses[400];
const authErrors = {
  401: { ...errorContent, description: "Not signed in" },
  403: { ...errorContent, description: "Not allowed for this role" },
  ...errorResponses,
};
const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const PROFILE_UPDATED = PROFILE_MESSAGES.profileUpdated;
export const PREFERENCE_UPDATED = PROFILE_MESSAGES.preferenceUpdated;
export const IMAGE_CHANGED = PHOTO_MESSAGES.changed;

const ClientProfileSchema = z
  .object({
    identifier: z.string(),
    photoUrl: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userName: z.string(),
    fullName: z.string(),
  })
  .openapi("ClientProfile");

const PreferenceSchema = z
  .object({
    preferredGender: z.enum(["Male", "Female", "Others"]).nullable(),
    languages: z.array(z.string()),
    concerns: z.array(z.string()),
    modalities: z.array(z.string()),
    budget: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    timezone: z.string().nullable(),
  })
  .openapi("ClientPreference");

function toClientProfile(user: typeof users.$inferSelect, publicUrl: string) {
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

const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError(413, PHOTO_MESSAGES.tooLarge);
  },
});

export function profileRoutes() {
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
        409: { ...errorContent, description: "Username taken" },
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

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/client/{identifier}",
      middleware: [requireRole("provider")] as const,
      tags: ["profile"],
      summary: "A client's profile, for a provider who has a booking or a conversation with them",
      security: [{ bearer: [] }],
      request: { params: z.object({ identifier: IdParam }) },
      responses: {
        200: jsonContent(ClientProfileSchema, "Client profile"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { identifier } = c.req.valid("param");
      const providerId = currentAuth(c).user.id;
      const db = c.var.deps.db;
      const [client] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, identifier), eq(users.role, "client")));
      if (!client) throw new ApiError(404, "Client not found");
      const [booking] = await db
        .select({ id: bookingSeries.id })
        .from(bookingSeries)
        .where(and(eq(bookingSeries.providerId, providerId), eq(bookingSeries.clientId, identifier)))
        .limit(1);
      const [message] = booking
        ? [booking]
        : await db
            .select({ id: messages.id })
            .from(messages)
            .where(
              or(
                and(eq(messages.fromId, providerId), eq(messages.toId, identifier)),
                and(eq(messages.fromId, identifier), eq(messages.toId, providerId)),
              ),
            )
            .limit(1);
      if (!booking && !message)
        throw new ApiError(403, "You can only see clients you have a booking or conversation with");
      return c.json(toClientProfile(client, c.var.deps.publicUrl), 200);
    },
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/profile/photo",
      middleware: [requireUser, photoBodyLimit] as const,
      tags: ["profile"],
      summary: "Replace the signed-in user's photo (a cropped JPG or PNG, checked by content)",
      security: [{ bearer: [] }],
      request: {
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
            },
          },
        },
      },
      responses: {
        200: jsonContent(z.object({ message: z.string(), data: UserSchema }), IMAGE_CHANGED),
        413: { ...errorContent, description: PHOTO_MESSAGES.tooLarge },
        415: { ...errorContent, description: PHOTO_MESSAGES.notImage },
        422: { ...errorContent, description: PHOTO_MESSAGES.tooSmall },
        ...authErrors,
      },
    }),
    async (c) => {
      const { file } = c.req.valid("form");
      if (!(file instanceof File))
        throw new ApiError(400, PHOTO_MESSAGES.notImage, ["file: a file is required"]);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { extension } = checkPhoto(bytes);
      const { user } = currentAuth(c);
      const { db, uploadsDir, publicUrl } = c.var.deps;
      const store = localFileStore(uploadsDir);
      // A new name per upload so caches never show the old photo.
      const path = await store.put(`avatars/${user.id}-${Date.now().toString(36)}.${extension}`, bytes);
      const [updated] = await db
        .update(users)
        .set({ photoUrl: path, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (user.photoUrl && user.photoUrl !== path) await store.remove(user.photoUrl);
      if (!updated) throw new ApiError(404, "Account not found");
      return c.json({ message: IMAGE_CHANGED, data: toUserView(updated, publicUrl) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/provider/visibility-status",
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      summary: "Toggle whether the provider appears in search (visible ↔ hidden)",
      security: [{ bearer: [] }],
      responses: {
        200: jsonContent(
          z.object({ visibility: z.enum(["visible", "hidden"]) }).openapi("Visibility"),
          "New state",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const userId = currentAuth(c).user.id;
      const [row] = await c.var.deps.db
        .update(providerProfiles)
        .set({
          visibility: sql`case when ${providerProfiles.visibility} = 'visible' then 'hidden' else 'visible' end::provider_visibility`,
          updatedAt: new Date(),
        })
        .where(eq(providerProfiles.userId, userId))
        .returning({ visibility: providerProfiles.visibility });
      if (!row) throw new ApiError(404, "Provider profile not found");
      c.var.deps.searchCounts.clear();
      return c.json({ visibility: row.visibility }, 200);
    },
  );

  return router;
}
