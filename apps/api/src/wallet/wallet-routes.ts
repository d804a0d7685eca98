import { createRoute, z } from "@hono/zod-openapi";
import { currencyForCountry } from "@marketplace/domain/money";
import { and, eq, sql } from "drizzle-orm";
import { currentAuth, requireUser } from "../auth/auth-middleware.ts";
import { walletEntries } from "../db/schema/index.ts";
import { createRouter } from "../http/router.ts";
import { authErrors, jsonContent, signedIn } from "../http/schemas.ts";

const secured = { ...signedIn, middleware: requireUser };

/** The signed-in person's wallet. */
export function walletRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/wallet",
      tags: ["wallet"],
      summary: "Wallet balance in minor units, in the currency of the user's country",
      ...secured,
      responses: {
        200: jsonContent(
          z.object({ balance: z.number().int(), currency: z.string() }).openapi("Wallet"),
          "Wallet",
        ),
        ...authErrors,
      },
    }),
    async (c) => {
      const { user } = currentAuth(c);
      const currency = currencyForCountry(user.countryCode ?? "");
      const [row] = await c.var.deps.db
        .select({ balance: sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number) })
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, user.id), eq(walletEntries.currencyCode, currency)));
      return c.json({ balance: row?.balance ?? 0, currency }, 200);
    },
  );

  return router;
}
