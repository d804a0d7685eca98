import { createRoute, z } from "@hono/zod-openapi";
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, newsletterSchema } from "@marketplace/domain/blog";
import { and, eq, gt, isNull } from "drizzle-orm";
import { ulid } from "ulid";
import { hashToken, newToken, siteOrigin } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { newsletterSubscriptions } from "../db/index.ts";
import { ApiError, createRouter, errorResponses, jsonContent } from "../http/index.ts";
import { enqueueMail, newsletterConfirmMail } from "../mail/index.ts";

const SubscribeBody = newsletterSchema
  .extend({
    /** The site whose pages the emailed links open (one of the configured sites); the first by default. */
    site: z.string().max(200).optional(),
  })
  .openapi("NewsletterSubscription");

const TokenQuery = z.object({
  token: z
    .string({ message: "token is required" })
    .regex(/^[A-Za-z0-9_-]{43}$/, NEWSLETTER_MESSAGES.invalidLink),
});

const Answer = z.object({ data: z.string() }).openapi("NewsletterAnswer");

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const invalidLink = () => new ApiError(400, NEWSLETTER_MESSAGES.invalidLink);

/**
 * Subscribes with double opt-in: a row waits, unconfirmed, until the emailed link is used. The answer
 * is the same for a new, a waiting and a confirmed address (nothing tells whether an address is on the
 * list), and an address gets at most one confirmation email per resend window.
 */
async function subscribe(db: Db, email: string, type: string, site: string, now: Date) {
  return db.transaction(async (tx) => {
    // Lock the address's row (if any) so two quick submissions send one email.
    await tx.insert(newsletterSubscriptions).values({ id: ulid(), email, type }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.type, type)))
      .for("update");
    if (!row || row.confirmedAt) return false;
    if (
      row.confirmSentAt &&
      now.getTime() - row.confirmSentAt.getTime() < NEWSLETTER_LIMITS.resendMinutes * MINUTE
    )
      return false;
    const confirm = newToken();
    const unsubscribe = newToken();
    await tx
      .update(newsletterSubscriptions)
      .set({
        confirmTokenHash: hashToken(confirm),
        unsubscribeTokenHash: hashToken(unsubscribe),
        confirmSentAt: now,
      })
      .where(eq(newsletterSubscriptions.id, row.id));
    await enqueueMail(
      tx as unknown as Db,
      newsletterConfirmMail(email, {
        confirm: `${site}/newsletter/confirm?token=${confirm}`,
        unsubscribe: `${site}/newsletter/unsubscribe?token=${unsubscribe}`,
      }),
    );
    return true;
  });
}

async function confirm(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        isNull(newsletterSubscriptions.confirmedAt),
        gt(
          newsletterSubscriptions.confirmSentAt,
          new Date(now.getTime() - NEWSLETTER_LIMITS.confirmDays * DAY),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw invalidLink();
}

export function newsletterRoutes() {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/newsletter/subscribe",
      tags: ["newsletter"],
      summary: "Ask to subscribe an email to the newsletter: a confirmation link is emailed (double opt-in)",
      request: { body: { required: true, content: { "application/json": { schema: SubscribeBody } } } },
      responses: { 200: jsonContent(Answer, "The same text for every valid address"), ...errorResponses },
    }),
    async (c) => {
      const { email, type, site: requested } = c.req.valid("json");
      const { db, siteOrigins, clock } = c.var.deps;
      const site = siteOrigin(siteOrigins, requested);
      await subscribe(db, email, type, site, clock());
      return c.json({ data: NEWSLETTER_MESSAGES.subscribed }, 200);
    },
  );

  const confirmRoute = (method: "get" | "post") =>
    createRoute({
      method,
      path: "/v1/newsletter/confirm",
      tags: ["newsletter"],
      summary: "Confirm a subscription with the emailed link's token",
      request: { query: TokenQuery },
      responses: { 200: jsonContent(Answer, "Confirmed"), ...errorResponses },
    });
  for (const method of ["get", "post"] as const) {
    router.openapi(confirmRoute(method), async (c) => {
      const { token } = c.req.valid("query");
      await confirm(c.var.deps.db, token, c.var.deps.clock());
      return c.json({ data: NEWSLETTER_MESSAGES.confirmed }, 200);
    });
  }

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/newsletter/unsubscribe",
      tags: ["newsletter"],
      summary: "Remove an address from the newsletter with the emailed link's token",
      request: { query: TokenQuery },
      responses: { 200: jsonContent(Answer, "Unsubscribed"), ...errorResponses },
    }),
    async (c) => {
      const { token } = c.req.valid("query");
      const [row] = await c.var.deps.db
        .delete(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
        .returning({ id: newsletterSubscriptions.id });
      if (!row) throw invalidLink();
      return c.json({ data: NEWSLETTER_MESSAGES.unsubscribed }, 200);
    },
  );
  return router;
}
