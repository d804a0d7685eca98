import { emailSchema } from "@marketplace/domain/accounts";
import { z } from "zod";
import { createRouter, validationFailure } from "../http/index.ts";
import { listOutbox } from "./outbox.ts";

const Query = z.object({ to: emailSchema.optional() });

/**
 * GET /dev/outbox: the emails the API wrote, newest first, so a tester can follow their links. Mounted
 * only when the server's dev tools are on (development and demo mode); outside the OpenAPI contract.
 */
export function devOutboxRoutes() {
  const router = createRouter();
  router.get("/dev/outbox", async (c) => {
    const query = Query.safeParse(c.req.query());
    if (!query.success) return validationFailure(query.error, c);
    const rows = await listOutbox(c.var.deps.db, { to: query.data.to });
    c.header("Cache-Control", "no-store");
    return c.json({
      data: rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        kind: m.kind,
        status: m.status,
        attempts: m.attempts,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    });
  });
  return router;
}
