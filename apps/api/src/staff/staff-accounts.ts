import { randomBytes } from "node:crypto";
import { STAFF_RECOVERY_CODE_COUNT, STAFF_TOTP } from "@marketplace/domain/staff";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { ulid } from "ulid";
import { hashPassword, hashToken } from "../auth/index.ts";
import type { Db } from "../db/index.ts";
import { staffFactors, staffRecoveryCodes, users } from "../db/index.ts";

/**
 * Staff accounts (issue 32, docs/decisions/059-staff-console.md): made only here, by `pnpm staff:create`
 * and the demo seed, never by sign-up. The second factor is TOTP (RFC 6238) through `otpauth`
 * (hectorm/otpauth: no dependencies, maintained, used by Bitwarden's and others' tooling), with
 * one-time recovery codes kept as SHA-256 hashes.
 */
export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** A fixed base32 secret (the demo seed's, published like the demo password); random otherwise. */
  totpSecret?: string;
  /** Fixed recovery codes (tests); random otherwise. */
  recoveryCodes?: string[];
  /** A fixed account id (the demo seed's, so a seeded database is the same every time); new otherwise. */
  userId?: string;
}

export interface CreatedStaff {
  userId: string;
  email: string;
  totpSecret: string;
  /** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
  otpauthUri: string;
  /** Shown once: only their hashes are stored. */
  recoveryCodes: string[];
}

export class StaffEmailTaken extends Error {
  constructor(email: string) {
    super(`An account already uses ${email}`);
  }
}

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: STAFF_TOTP.issuer,
    label,
    algorithm: "SHA1",
    digits: STAFF_TOTP.digits,
    period: STAFF_TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** Recovery codes are typed by hand: lower case, no spaces, so `ABCDE-12345` and `abcde 12345` match. */
const normaliseCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const raw = randomBytes(8).toString("hex").slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** The otpauth:// URI for a staff account's secret. */
export function otpauthUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The current code for a secret: the e2e helper and tests compute codes the way an authenticator does. */
export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totpFor(secret, "staff").generate({ timestamp });
}

/** A unique user name from the email's local part (users.user_name is unique). */
async function freeUserName(db: Db, email: string): Promise<string> {
  const base = `staff-${(email.split("@")[0] ?? "staff").toLowerCase().replace(/[^a-z0-9]+/g, "-")}`.slice(
    0,
    40,
  );
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.userName, candidate));
    if (!taken) return candidate;
  }
}

/** Creates a staff account with its TOTP secret and recovery codes; the one way a staff account is made. */
export async function createStaffAccount(db: Db, input: NewStaff, now = new Date()): Promise<CreatedStaff> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) throw new StaffEmailTaken(email);
  const totpSecret = input.totpSecret ?? new Secret({ size: 20 }).base32;
  const recoveryCodes =
    input.recoveryCodes ?? Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, () => newRecoveryCode());
  const userId = input.userId ?? ulid();
  const passwordHash = await hashPassword(input.password);
  const userName = await freeUserName(db, email);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      role: "staff",
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      userName,
      timezone: "UTC",
      emailConfirmedAt: now,
    });
    await tx.insert(staffFactors).values({ userId, totpSecret });
    await tx
      .insert(staffRecoveryCodes)
      .values(
        recoveryCodes.map((code) => ({ id: ulid(), userId, codeHash: hashToken(normaliseCode(code)) })),
      );
  });
  return { userId, email, totpSecret, otpauthUri: otpauthUri(totpSecret, email), recoveryCodes };
}

/**
 * Checks a staff account's second factor: a TOTP code (the current step or one either side, for clock
 * drift; each step works once) or an unused recovery code (used up by this call). True when it holds.
 */
export async function verifySecondFactor(db: Db, userId: string, code: string, now = new Date()) {
  const typed = normaliseCode(code);
  if (/^\d{6}$/.test(typed)) {
    const [factor] = await db.select().from(staffFactors).where(eq(staffFactors.userId, userId));
    if (!factor) return false;
    const totp = totpFor(factor.totpSecret, "staff");
    const delta = totp.validate({ token: typed, timestamp: now.getTime(), window: 1 });
    if (delta === null) return false;
    const step = totp.counter({ timestamp: now.getTime() }) + delta;
    // One statement claims the step, so the same code cannot sign in twice (nor race itself).
    const claimed = await db
      .update(staffFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(staffFactors.userId, userId),
          or(isNull(staffFactors.lastStep), lt(staffFactors.lastStep, step)),
        ),
      )
      .returning({ userId: staffFactors.userId });
    return claimed.length === 1;
  }
  if (typed.length < 10) return false;
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashToken(typed)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}
