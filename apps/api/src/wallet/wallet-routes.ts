import { createRoute, z } from "@hono/zod-openapi";
import { userCurrency } from "@marketplace/domain/money";
import { currentAuth, requireUser } from "../auth/index.ts";
import { authErrors, createRouter, jsonContent, signedIn } from "../http/index.ts";
import { balanceOf } from "../ledger/index.ts";

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
      const currency = userCurrency(user.countryCode);
      const balance = await balanceOf(c.var.deps.db, { kind: "client_wallet", userId: user.id, currency });
      return c.json({ balance, currency }, 200);
    },
  );

  return router;
}
