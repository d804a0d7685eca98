import { createRoute, z } from "@hono/zod-openapi";
import {
  EMAIL_LINK_LIMITS,
  LINK_INVALID,
  linkTokenSchema,
  SIGNUP_CHECK_EMAIL,
  signupSchema,
  timezoneSchema,
} from "@marketplace/domain/accounts";
import { consentsGiven } from "@marketplace/domain/consent";
import { userCurrency } from "@marketplace/domain/money";
import { and, eq, isNull, sql } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import {
  authSessions,
  bookingFees,
  isUniqueViolation,
  providerProfiles,
  userConsents,
  users,
} from "../db/index.ts";
import {
  ApiError,
  clientAddress,
  createRouter,
  errorContent,
  errorResponses,
  jsonBody as json,
  jsonContent,
} from "../http/index.ts";
import { confirmEmailMail, enqueueMail, signupAttemptMail } from "../mail/index.ts";
import { issueAccountToken, retireAccountTokens, useAccountToken } from "./account-tokens.ts";
import { MessageSchema, SessionSchema } from "./auth-schemas.ts";
import type { EmailThrottle } from "./email-throttle.ts";
import { hashPassword } from "./password.ts";
import { createSession } from "./sessions.ts";
import { siteOrigin } from "./site-origin.ts";
import { toUserView } from "./user-schemas.ts";

/** The site the person is on (one of the configured site origins), for the links in the email. */
export const SiteField = z.string().max(200).optional().openapi({
  description: "Origin of the site the person used; must be a configured site",
  example: "http://localhost:3000",
});

const SignupBody = signupSchema
  .extend({
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, "Country code must be two capital letters, such as NG")
      .optional(),
    timezone: timezoneSchema.optional(),
    site: SiteField,
  })
  .openapi("SignupRequest");

const ConfirmBody = z.object({ token: linkTokenSchema }).openapi("ConfirmEmailRequest");

const CONFIRM_TTL_MS = EMAIL_LINK_LIMITS.confirmHours * 3_600_000;

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 20) || "member";

export function signupRoutes(throttle: EmailThrottle) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/signup",
      tags: ["auth"],
      summary:
        "Start a client or provider account: every address gets the same answer, and the address's owner gets an email (a confirmation link, or a notice if the address already has an account)",
      request: json(SignupBody),
      responses: {
        202: jsonContent(MessageSchema, SIGNUP_CHECK_EMAIL),
        429: errorContent("Too many sign-ups for this address or from this caller"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { db, siteOrigins } = c.var.deps;
      const site = siteOrigin(siteOrigins, body.site);
      await throttle.consume(body.email, clientAddress(c));
      // Hashed whatever happens next, so a known address answers in the same time as a new one.
      const passwordHash = await hashPassword(body.password);
      const link = (token: string) => `${site}/confirm-email?token=${token}`;

      const existing = await findByEmail(db, body.email);
      if (!existing) {
        try {
          await createAccount(db, body, passwordHash, link);
        } catch (error) {
          // Two sign-ups for one new address at once: the loser is told the same thing.
          if (!isUniqueViolation(error)) throw error;
        }
      } else if (!existing.emailConfirmedAt) {
        // Never confirmed: this sign-up replaces the pending one entirely, and only its link works.
        const replaced = await replacePendingAccount(db, existing.id, body, passwordHash, link);
        // Confirmed in the meantime through an earlier link: its owner is told, as for any account.
        if (!replaced) await enqueueMail(db, signupAttemptMail(existing, site));
      } else {
        await enqueueMail(db, signupAttemptMail(existing, site));
      }
      return c.json({ message: SIGNUP_CHECK_EMAIL }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/v1/auth/confirm-email",
      tags: ["auth"],
      summary: "Confirm an email address with the emailed link's token, and sign in (the link works once)",
      request: json(ConfirmBody),
      responses: {
        200: jsonContent(SessionSchema, "Address confirmed and signed in"),
        ...errorResponses,
        400: errorContent(LINK_INVALID),
      },
    }),
    async (c) => {
      const { token } = c.req.valid("json");
      const { db, publicUrl } = c.var.deps;
      const now = new Date();
      // The link is spent in the same transaction as the confirmation: a request cut off between the
      // two (a process killed mid-way) leaves both undone, and the same link still works.
      const confirmed = await db.transaction(async (tx) => {
        const used = await useAccountToken(tx, token, "confirm-email");
        if (!used) return null;
        const [user] = await tx
          .update(users)
          .set({
            emailConfirmedAt: now,
            ...(used.passwordHash ? { passwordHash: used.passwordHash } : {}),
            updatedAt: now,
          })
          .where(and(eq(users.id, used.userId), isNull(users.emailConfirmedAt), isNull(users.deletedAt)))
          .returning();
        if (!user) return null;
        await retireAccountTokens(tx, user.id, ["confirm-email"]);
        await tx.update(authSessions).set({ revokedAt: now }).where(eq(authSessions.userId, user.id));
        return user;
      });
      // No such link, expired or used; or already confirmed through another link, or deleted since.
      if (!confirmed) throw new ApiError(400, LINK_INVALID, [`token: ${LINK_INVALID}`]);
      const session = await createSession(db, confirmed.id);
      return c.json(
        {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          user: toUserView(confirmed, publicUrl),
        },
        200,
      );
    },
  );

  return router;
}

export async function findByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)));
  return user ?? null;
}

type SignupInput = z.output<typeof SignupBody>;

/** What a sign-up stores about the person: role, names, password, country, zone and user name (its consents: recordConsents). */
function accountFields(id: string, body: SignupInput, passwordHash: string) {
  const countryCode = body.countryCode ?? "GB";
  return {
    role: body.role,
    email: body.email,
    passwordHash,
    firstName: body.firstName,
    lastName: body.lastName,
    userName: `${slug(`${body.firstName}${body.lastName}`)}${id.slice(-6).toLowerCase()}`,
    countryCode,
    timezone: body.timezone ?? (countryCode === "NG" ? "Africa/Lagos" : "Europe/London"),
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A new provider's rows: a hidden profile (until onboarding is complete) and a fee of nothing yet. */
async function insertProviderRows(tx: Tx, id: string, fields: ReturnType<typeof accountFields>) {
  await tx.insert(providerProfiles).values({
    userId: id,
    countryCode: fields.countryCode,
    timezone: fields.timezone,
    visibility: "hidden",
    searchDocument: `${fields.firstName} ${fields.lastName}`,
  });
  await tx.insert(bookingFees).values({
    providerId: id,
    countryCode: fields.countryCode,
    currencyCode: userCurrency(fields.countryCode),
    generalFee: 0,
  });
}

/**
 * What this sign-up agreed to (the form's two boxes, required by signupSchema): the terms, the privacy
 * policy and the processing of health information, each at the version in force, at this moment.
 */
async function recordConsents(tx: Tx, id: string) {
  const givenAt = new Date();
  await tx
    .insert(userConsents)
    .values(consentsGiven().map((c) => ({ id: ulid(), userId: id, ...c, givenAt })));
}

/** The confirmation link of this sign-up, carrying its password (see account_tokens), and its email. */
async function sendConfirmation(
  tx: Tx,
  id: string,
  fields: ReturnType<typeof accountFields>,
  link: (token: string) => string,
) {
  const token = await issueAccountToken(tx, {
    userId: id,
    kind: "confirm-email",
    ttlMs: CONFIRM_TTL_MS,
    passwordHash: fields.passwordHash,
  });
  await enqueueMail(tx, confirmEmailMail({ email: fields.email, firstName: fields.firstName }, link(token)));
}

/** The account (unconfirmed, so it cannot log in yet), its first link and the email, in one transaction. */
async function createAccount(
  db: Db,
  body: SignupInput,
  passwordHash: string,
  link: (token: string) => string,
) {
  const id = ulid();
  const fields = accountFields(id, body, passwordHash);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, ...fields });
    await recordConsents(tx, id);
    if (body.role === "provider") await insertProviderRows(tx, id, fields);
    await sendConfirmation(tx, id, fields, link);
  });
}

/**
 * A sign-up for an address whose account was never confirmed replaces that pending account entirely:
 * role, names, password, country and zone are this sign-up's, a provider's rows are made afresh (or
 * removed for a client), and every earlier link is void. Otherwise a stranger who signed up first with
 * someone's address, as a provider with their own password, kept a working link to an account the
 * owner would then confirm and use (pre-registration takeover, issue 27). False when the account was
 * confirmed meanwhile (nothing changed).
 */
async function replacePendingAccount(
  db: Db,
  id: string,
  body: SignupInput,
  passwordHash: string,
  link: (token: string) => string,
): Promise<boolean> {
  const fields = accountFields(id, body, passwordHash);
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .update(users)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.emailConfirmedAt), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!pending) return false;
    await retireAccountTokens(tx, id, ["confirm-email", "reset-password"]);
    // An unconfirmed account cannot sign in, so its provider rows hold nothing but the sign-up's.
    await tx.delete(providerProfiles).where(eq(providerProfiles.userId, id));
    // The consents are this sign-up's too: an earlier stranger's agreement was never the owner's.
    await tx.delete(userConsents).where(eq(userConsents.userId, id));
    await recordConsents(tx, id);
    if (body.role === "provider") await insertProviderRows(tx, id, fields);
    await sendConfirmation(tx, id, fields, link);
    return true;
  });
}
