import { ACCOUNT_SUSPENDED } from "@marketplace/domain/accounts";
import { STAFF_SESSION, STAFF_USE_CONSOLE } from "@marketplace/domain/staff";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { authSessions, users } from "../db/index.ts";
import { ApiError } from "../http/index.ts";
import { hashToken, newToken, SESSION_DAYS } from "./tokens.ts";

export type SessionUser = typeof users.$inferSelect;

const STAFF_ABSOLUTE_MS = STAFF_SESSION.absoluteHours * 3_600_000;
const STAFF_IDLE_MS = STAFF_SESSION.idleMinutes * 60_000;
/** A staff session's last request is written at most once a minute, not on every request. */
const SEEN_EVERY_MS = 60_000;

/**
 * A new session for a user who proved who they are. The one place sessions are made, so the rules
 * hold on every path (login, confirmation link, password reset): a suspended account gets none
 * (ACCOUNT_SUSPENDED), and a staff account gets one only after its second factor (`secondFactor`,
 * given by the staff sign-in alone), shorter-lived (STAFF_SESSION).
 */
export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
  options: { secondFactor?: boolean } = {},
) {
  const [user] = await db
    .select({ role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.suspendedAt) throw new ApiError(403, ACCOUNT_SUSPENDED);
  const staff = user?.role === "staff";
  if (staff && !options.secondFactor) throw new ApiError(403, STAFF_USE_CONSOLE);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (staff ? STAFF_ABSOLUTE_MS : SESSION_DAYS * 86_400_000));
  const id = ulid();
  await db.insert(authSessions).values({
    id,
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    lastSeenAt: staff ? now : null,
  });
  return { token, expiresAt, sessionId: id };
}

/**
 * The live session for a token: not revoked, not expired, user not deleted nor suspended, and for
 * staff not idle longer than STAFF_SESSION.idleMinutes (each request keeps it alive).
 */
export async function findSession(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
        or(
          isNull(authSessions.lastSeenAt),
          gt(authSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
        ),
      ),
    );
  if (!row) return null;
  const seen = row.session.lastSeenAt;
  if (seen && now.getTime() - seen.getTime() > SEEN_EVERY_MS) {
    await db
      .update(authSessions)
      .set({ lastSeenAt: now })
      .where(and(eq(authSessions.id, row.session.id), lt(authSessions.lastSeenAt, now)));
  }
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
