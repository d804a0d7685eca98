import { createRoute, z } from "@hono/zod-openapi";
import { INVALID_EMAIL } from "@marketplace/domain/accounts";
import { ulid } from "ulid";
import { newsletterSubscriptions } from "../db/schema/index.ts";
import { createRouter } from "../http/router.ts";
import { errorResponses, jsonContent } from "../http/schemas.ts";

export const SUBSCRIBED_MESSAGE =
  "Thank you for subscribing! You'll hear from us when we publish something new.";

const SubscribeBody = z
  .object({
    email: z
      .string({ message: "Email is required" })
      .trim()
      .toLowerCase()
      .max(254, "Email must be at most 254 characters")
      .email(INVALID_EMAIL),
    type: z.enum(["blog-post"], { message: "type must be blog-post" }).default("blog-post"),
  })
  .openapi("NewsletterSubscription");

export function newsletterRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/newsletter/subscribe",
      tags: ["newsletter"],
      summary: "Subscribe an email to the newsletter (idempotent)",
      request: { body: { required: true, content: { "application/json": { schema: SubscribeBody } } } },
      responses: {
        200: jsonContent(z.object({ data: z.string() }).openapi("NewsletterSubscribed"), "Subscribed"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { email, type } = c.req.valid("json");
      // Subscribing twice is not an error: the person simply stays subscribed.
      await c.var.deps.db
        .insert(newsletterSubscriptions)
        .values({ id: ulid(), email, type })
        .onConflictDoNothing();
      return c.json({ data: SUBSCRIBED_MESSAGE }, 200);
    },
  );
  return router;
}
