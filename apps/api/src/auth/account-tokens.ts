import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { ulid } from "ulid";
import type { Db } from "../db/index.ts";
import { accountTokens } from "../db/index.ts";
import { hashToken, newToken } from "./tokens.ts";

export type AccountTokenKind = (typeof accountTokens.$inferSelect)["kind"];

/** Creates a single-use link token; only its hash is stored. Returns the token for the email. */
export async function issueAccountToken(
  db: Pick<Db, "insert">,
  input: { userId: string; kind: AccountTokenKind; ttlMs: number; passwordHash?: string | null },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(accountTokens).values({
    id: ulid(),
    userId: input.userId,
    kind: input.kind,
    tokenHash: hashToken(token),
    passwordHash: input.passwordHash ?? null,
    expiresAt: new Date(now.getTime() + input.ttlMs),
  });
  return token;
}

/**
 * Uses a token: one UPDATE that only matches an unused, unexpired token of this kind, so two
 * requests racing with the same link cannot both succeed. Null when the link is no good. Call it in
 * the transaction that does what the link is for: a request that dies part-way must not spend it.
 */
export async function useAccountToken(db: Pick<Db, "update">, token: string, kind: AccountTokenKind) {
  const now = new Date();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Retires every other open link of these kinds for the account (after a confirm or a reset). */
export async function retireAccountTokens(db: Pick<Db, "update">, userId: string, kinds: AccountTokenKind[]) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, userId), inArray(accountTokens.kind, kinds), isNull(accountTokens.usedAt)),
    );
}
