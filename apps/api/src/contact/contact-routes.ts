import { createRoute, z } from "@hono/zod-openapi";
import { CONTACT_RECEIVED, contactSchema, SUPPORT_EMAIL } from "@marketplace/domain/contact";
import { ulid } from "ulid";
import type { EmailThrottle } from "../auth/index.ts";
import { contactMessages } from "../db/index.ts";
import {
  BODY_TOO_LARGE,
  clientAddress,
  createRouter,
  errorContent,
  errorResponses,
  jsonBody,
  jsonContent,
} from "../http/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { contactMail } from "./contact-mail.ts";

const ContactBody = contactSchema
  .extend({
    locale: z.enum(["en-US", "en-NG"], { message: "locale must be en-US or en-NG" }).default("en-US"),
  })
  .openapi("ContactMessage");

export function contactRoutes(throttle: EmailThrottle) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/contact",
      tags: ["contact"],
      summary: "Send a message to support (public): stored, then emailed to the support mailbox",
      request: jsonBody(ContactBody),
      responses: {
        201: jsonContent(z.object({ data: z.string() }).openapi("ContactReceived"), CONTACT_RECEIVED),
        // The default 1 MB body limit applies (decision 008); the schema caps the message at 5,000 characters.
        413: errorContent(BODY_TOO_LARGE),
        429: errorContent("Too many messages from this address or caller"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { db } = c.var.deps;
      // Per sender and per caller address, like the other public forms that send an email.
      await throttle.consume(body.email, clientAddress(c));
      const id = ulid();
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({ id, ...body });
        await enqueueMail(tx, contactMail(SUPPORT_EMAIL, { ...body, id }));
      });
      return c.json({ data: CONTACT_RECEIVED }, 201);
    },
  );
  return router;
}
