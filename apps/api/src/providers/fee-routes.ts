import { createRoute, z } from "@hono/zod-openapi";
import { FEE_ERRORS, FEE_MESSAGES, therapyFeesSaveSchema } from "@marketplace/domain/fees";
import { and, asc, eq } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { bookingFees, therapies, therapyFees } from "../db/index.ts";
import {
  ApiError,
  authErrors,
  badRequest,
  createRouter,
  jsonBody,
  jsonContent,
  notFoundResponse,
} from "../http/index.ts";
import { syncGeneralFee } from "./general-fee.ts";
import { OwnFeesSchema } from "./provider-schemas.ts";
import type { Tx } from "./search-document.ts";

const NOT_FOUND = "Provider profile not found";

async function loadFees(db: Db | Tx, providerId: string) {
  const [general] = await db.select().from(bookingFees).where(eq(bookingFees.providerId, providerId));
  if (!general) return null;
  const rows = await db
    .select({
      therapyIdentifier: therapyFees.therapyId,
      name: therapies.name,
      fee: therapyFees.fee,
      isFree: therapyFees.isFree,
      canSetTherapyAsFree: therapyFees.canSetTherapyAsFree,
    })
    .from(therapyFees)
    .innerJoin(therapies, eq(therapies.id, therapyFees.therapyId))
    .where(eq(therapyFees.providerId, providerId))
    .orderBy(asc(therapies.name));
  return {
    countryCode: general.countryCode,
    currencyCode: general.currencyCode,
    general: { fee: general.generalFee },
    therapy: rows,
  };
}

/** The provider's session fees per therapy (spec screen 17 and section 3's bookingFee). */
export function feeRoutes() {
  const router = createRouter();
  const providerOnly = { middleware: requireRole("provider"), security: [{ bearer: [] }] };

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/provider/fees",
      tags: ["provider"],
      summary: "The signed-in provider's fees: the general fee and one per therapy offered (minor units)",
      ...providerOnly,
      responses: {
        200: jsonContent(z.object({ data: OwnFeesSchema }), "Fees"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const data = await loadFees(c.var.deps.db, currentAuth(c).user.id);
      if (!data) throw new ApiError(404, NOT_FOUND);
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/provider/fees",
      tags: ["provider"],
      summary:
        "Save fees per therapy (therapyFees); a therapy may be free only where canSetTherapyAsFree, and a free therapy costs 0",
      ...providerOnly,
      request: jsonBody(therapyFeesSaveSchema),
      responses: {
        200: jsonContent(z.object({ message: z.string(), data: OwnFeesSchema }), FEE_MESSAGES.saved),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { therapyFees: changes } = c.req.valid("json");
      const userId = currentAuth(c).user.id;
      const data = await c.var.deps.db.transaction(async (tx) => {
        const current = await tx
          .select()
          .from(therapyFees)
          .where(eq(therapyFees.providerId, userId))
          .for("update");
        const errors: string[] = [];
        changes.forEach((change, index) => {
          const row = current.find((r) => r.therapyId === change.therapyIdentifier);
          if (!row) errors.push(`therapyFees.${index}.therapyIdentifier: ${FEE_ERRORS.notYourTherapy}`);
          else if (change.isFree && !row.canSetTherapyAsFree)
            errors.push(`therapyFees.${index}.isFree: ${FEE_ERRORS.cannotBeFree}`);
        });
        if (errors.length > 0) {
          const only = errors.length === 1 ? errors[0]?.split(": ").slice(1).join(": ") : undefined;
          throw badRequest(only ?? "The request is not valid", errors);
        }
        for (const change of changes) {
          await tx
            .update(therapyFees)
            .set({ fee: change.isFree ? 0 : change.fee, isFree: change.isFree })
            .where(
              and(eq(therapyFees.providerId, userId), eq(therapyFees.therapyId, change.therapyIdentifier)),
            );
        }
        await syncGeneralFee(tx, userId);
        return loadFees(tx, userId);
      });
      if (!data) throw new ApiError(404, NOT_FOUND);
      return c.json({ message: FEE_MESSAGES.saved, data }, 200);
    },
  );

  return router;
}
