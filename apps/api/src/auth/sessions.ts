import { and, eq, gt, isNull } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { authSessions, users } from "../db/index.ts";
import { hashToken, newToken, SESSION_DAYS } from "./tokens.ts";

export type SessionUser = typeof users.$inferSelect;

export async function createSession(db: Db, userId: string, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  const id = ulid();
  await db.insert(authSessions).values({ id, userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt, sessionId: id };
}

/** The live session for a token: not revoked, not expired, user not deleted. */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
        isNull(users.deletedAt),
      ),
    );
  return row ?? null;
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
