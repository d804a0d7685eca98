import { createRoute, z } from "@hono/zod-openapi";
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from "@marketplace/domain/photo";
import { eq } from "drizzle-orm";
import { currentAuth, requireUser, toUserView, UserSchema } from "../auth/index.ts";
import { users } from "../db/index.ts";
import { reencodePhoto } from "../files/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  jsonContent,
  ownBodyLimit,
} from "../http/index.ts";

export const IMAGE_CHANGED = PHOTO_MESSAGES.changed;

// Replaces the API's 1 MB default for this route: the photo plus the multipart envelope.
const photoBodyLimit = ownBodyLimit(PHOTO_MAX_BYTES + 64 * 1024, PHOTO_MESSAGES.tooLarge);

/** The signed-in person's photo. */
export function photoRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/profile/photo",
      middleware: [requireUser, photoBodyLimit] as const,
      tags: ["profile"],
      summary:
        "Replace the signed-in user's photo (a cropped JPG or PNG): decoded and re-encoded, metadata stripped, at most 1024 px stored",
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
        413: errorContent(PHOTO_MESSAGES.tooLarge),
        415: errorContent(PHOTO_MESSAGES.notImage),
        422: errorContent(`${PHOTO_MESSAGES.tooSmall} / ${PHOTO_MESSAGES.tooBig}`),
        ...authErrors,
      },
    }),
    async (c) => {
      const { file } = c.req.valid("form");
      if (!(file instanceof File))
        throw new ApiError(400, PHOTO_MESSAGES.notImage, ["file: a file is required"]);
      const { bytes, extension } = await reencodePhoto(new Uint8Array(await file.arrayBuffer()));
      const { user } = currentAuth(c);
      const { db, files, publicUrl } = c.var.deps;
      const store = files.public;
      // A new name per upload so caches never show the old photo.
      const path = await store.put(`avatars/${user.id}-${Date.now().toString(36)}.${extension}`, bytes);
      let updated: typeof users.$inferSelect | undefined;
      try {
        [updated] = await db
          .update(users)
          .set({ photoUrl: path, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
      } catch (error) {
        // Nothing half-done: a photo no row points at goes again.
        await store.remove(path).catch(() => {});
        throw error;
      }
      if (user.photoUrl && user.photoUrl !== path) await store.remove(user.photoUrl);
      if (!updated) throw new ApiError(404, "Account not found");
      return c.json({ message: IMAGE_CHANGED, data: toUserView(updated, publicUrl) }, 200);
    },
  );

  return router;
}
