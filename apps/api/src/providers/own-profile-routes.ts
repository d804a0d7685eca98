import { createRoute, z } from "@hono/zod-openapi";
import { PROFILE_MESSAGES } from "@marketplace/domain/accounts";
import {
  formatOfficeAddress,
  providerPreferencesSchema,
  providerProfileInfoSchema,
} from "@marketplace/domain/provider";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { currentAuth, requireRole } from "../auth/index.ts";
import { bookingFees, providerProfiles, therapies, therapyFees, users } from "../db/index.ts";
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
import {
  extrasOf,
  loadOwnPreferences,
  loadOwnProfile,
  PREFERENCE_LINKS,
  PROFILE_LINKS,
} from "./own-profile.ts";
import { movePracticeCountry } from "./practice-country.ts";
import { OwnPreferencesSchema, OwnProfileSchema } from "./provider-schemas.ts";
import { QUICK_CONSULT_THERAPY } from "./quick-consult-route.ts";
import { rebuildSearchDocument, type Tx } from "./search-document.ts";

const providerOnly = { middleware: requireRole("provider"), security: [{ bearer: [] }] };
const NOT_FOUND = "Provider profile not found";

type LinkSpec =
  | (typeof PREFERENCE_LINKS)[keyof typeof PREFERENCE_LINKS]
  | (typeof PROFILE_LINKS)[keyof typeof PROFILE_LINKS];

/** Every chosen id must name a catalogue entry: unknown ones are a 400 listing each field. */
async function checkChoices(tx: Tx, choices: Array<[field: string, spec: LinkSpec, ids: string[]]>) {
  const errors: string[] = [];
  for (const [field, spec, ids] of choices) {
    if (ids.length === 0) continue;
    const found = await tx
      .select({ id: spec.catalogue.id })
      .from(spec.catalogue)
      .where(inArray(spec.catalogue.id, ids));
    if (found.length !== ids.length) errors.push(`${field}: Choose from the list`);
  }
  if (errors.length > 0)
    throw badRequest(errors.length === 1 ? "Choose from the list" : "The request is not valid", errors);
}

/** Replaces the provider's links of one kind (the card trigger follows each statement). */
async function replaceLinks(tx: Tx, spec: LinkSpec, providerId: string, ids: string[]) {
  await tx.delete(spec.link).where(eq(spec.link.providerId, providerId));
  if (ids.length > 0) {
    await tx.insert(spec.link).values(ids.map((itemId) => ({ providerId, itemId })));
  }
}

/** The signed-in provider's profile info and preferences (spec section 3). */
export function ownProfileRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/provider/profile",
      tags: ["provider"],
      summary: "The signed-in provider's profile info (hidden or not)",
      ...providerOnly,
      responses: {
        200: jsonContent(z.object({ data: OwnProfileSchema }), "Profile info"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const data = await loadOwnProfile(c.var.deps.db, currentAuth(c).user.id, c.var.deps.publicUrl);
      if (!data) throw new ApiError(404, NOT_FOUND);
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/v1/provider/profile",
      tags: ["provider"],
      summary:
        "Update the provider's profile info; names, links, the country they practise in (with their fee currency) and the search card change together",
      ...providerOnly,
      request: jsonBody(providerProfileInfoSchema),
      responses: {
        200: jsonContent(
          z.object({ message: z.string(), data: OwnProfileSchema }),
          PROFILE_MESSAGES.profileUpdated,
        ),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const userId = currentAuth(c).user.id;
      const { db, publicUrl } = c.var.deps;
      const data = await db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ countryCode: providerProfiles.countryCode, preferences: providerProfiles.preferences })
          .from(providerProfiles)
          .where(eq(providerProfiles.userId, userId))
          .for("update");
        if (!profile) throw new ApiError(404, NOT_FOUND);
        await checkChoices(tx, [
          ["disciplines", PROFILE_LINKS.disciplines, body.disciplines],
          ["languages", PROFILE_LINKS.languages, body.languages],
        ]);
        const countryCode = body.countryCode ?? profile.countryCode;
        if (body.countryCode) await movePracticeCountry(tx, userId, profile.countryCode, body.countryCode);
        const now = new Date();
        await tx
          .update(users)
          .set({ firstName: body.firstName, lastName: body.lastName, updatedAt: now })
          .where(eq(users.id, userId));
        // A provider who stops offering offline sessions keeps the address for when they start again.
        const address = body.officeAddress ?? extrasOf(profile.preferences).officeAddress ?? null;
        await tx
          .update(providerProfiles)
          .set({
            title: body.title,
            hideProfileTitle: body.hideProfileTitle,
            headline: body.headline,
            bio: body.bio,
            offerOfflineSession: body.offerOfflineSession,
            officeAddress: address ? formatOfficeAddress(address, countryCode) : null,
            preferences: { ...extrasOf(profile.preferences), officeAddress: address },
            updatedAt: now,
          })
          .where(eq(providerProfiles.userId, userId));
        await replaceLinks(tx, PROFILE_LINKS.disciplines, userId, body.disciplines);
        await replaceLinks(tx, PROFILE_LINKS.languages, userId, body.languages);
        await rebuildSearchDocument(tx, userId);
        return loadOwnProfile(tx, userId, publicUrl);
      });
      if (!data) throw new ApiError(404, NOT_FOUND);
      return c.json({ message: PROFILE_MESSAGES.profileUpdated, data }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/v1/provider/preferences",
      tags: ["provider"],
      summary: "The signed-in provider's preferences",
      ...providerOnly,
      responses: {
        200: jsonContent(z.object({ data: OwnPreferencesSchema }), "Preferences"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const data = await loadOwnPreferences(c.var.deps.db, currentAuth(c).user.id);
      if (!data) throw new ApiError(404, NOT_FOUND);
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/provider/preferences",
      tags: ["provider"],
      summary:
        "Replace the provider's preferences in one transaction; therapies added get a fee row (the general fee), therapies removed lose theirs",
      ...providerOnly,
      request: jsonBody(providerPreferencesSchema),
      responses: {
        200: jsonContent(
          z.object({ message: z.string(), data: OwnPreferencesSchema }),
          PROFILE_MESSAGES.preferenceUpdated,
        ),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const userId = currentAuth(c).user.id;
      const data = await c.var.deps.db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ preferences: providerProfiles.preferences, generalFee: bookingFees.generalFee })
          .from(providerProfiles)
          .leftJoin(bookingFees, eq(bookingFees.providerId, providerProfiles.userId))
          .where(eq(providerProfiles.userId, userId))
          .for("update", { of: providerProfiles });
        if (!profile) throw new ApiError(404, NOT_FOUND);
        const keys = Object.keys(PREFERENCE_LINKS) as Array<keyof typeof PREFERENCE_LINKS>;
        await checkChoices(
          tx,
          keys.map((key) => [key, PREFERENCE_LINKS[key], body[key]]),
        );
        for (const key of keys) await replaceLinks(tx, PREFERENCE_LINKS[key], userId, body[key]);
        // Fees follow the therapies offered: a new therapy starts at the general fee, and only the
        // initial consultation may be marked free (as in the seed), until the platform says otherwise.
        await tx
          .delete(therapyFees)
          .where(and(eq(therapyFees.providerId, userId), notInArray(therapyFees.therapyId, body.therapy)));
        const offered = await tx
          .select({ id: therapies.id, name: therapies.name })
          .from(therapies)
          .where(inArray(therapies.id, body.therapy));
        await tx
          .insert(therapyFees)
          .values(
            offered.map((t) => ({
              providerId: userId,
              therapyId: t.id,
              fee: profile.generalFee ?? 0,
              isFree: false,
              canSetTherapyAsFree: t.name === QUICK_CONSULT_THERAPY,
            })),
          )
          .onConflictDoNothing();
        await syncGeneralFee(tx, userId);
        await tx
          .update(providerProfiles)
          .set({
            preferences: { ...extrasOf(profile.preferences), clientGender: body.clientGender },
          })
          .where(eq(providerProfiles.userId, userId));
        await rebuildSearchDocument(tx, userId);
        return loadOwnPreferences(tx, userId);
      });
      if (!data) throw new ApiError(404, NOT_FOUND);
      return c.json({ message: PROFILE_MESSAGES.preferenceUpdated, data }, 200);
    },
  );

  return router;
}
