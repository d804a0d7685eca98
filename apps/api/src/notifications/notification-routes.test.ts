import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpClient } from "../../test/booking-fixtures.ts";
import { createTestApp, type LoginSession, TEST_MAIL, type TestApp } from "../../test/test-app.ts";
import { notificationPreferences, notifications } from "../db/schema/index.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

let t: TestApp;
let me: LoginSession;
let other: LoginSession;

type Page = {
  data: { identifier: string; type: string; title: string; read: boolean; link: { url: string } }[];
  meta: { page: number; pageSize: number; total: number; totalPages: number };
};

const call = <T>(method: string, path: string, token?: string, body?: unknown) =>
  t.json<T & { message?: string }>(path, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** n notifications for a user, a minute apart, the last the newest. */
async function seedNotes(userId: string, n: number, base = Date.now() - 86_400_000) {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: ulid(),
    userId,
    type: "in-app-booking-confirmed",
    title: `Note ${i}`,
    linkUrl: `/booking/${userId}/summary`,
    createdAt: new Date(base + i * 60_000),
  }));
  await t.database.db.insert(notifications).values(rows);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp({ providers: 2, clients: 1 });
  me = await signUpClient(t, "notes.me@example.com", "Ada");
  other = await signUpClient(t, "notes.other@example.com", "Ben");
});
afterAll(() => t.close());

describe("GET /v1/notification", () => {
  it("pages my notifications newest first with the page meta", async () => {
    const ids = await seedNotes(me.user.identifier, 12);
    await seedNotes(other.user.identifier, 3);
    const first = await call<Page>("GET", "/v1/notification?pageSize=5&page=1", me.token);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 5, total: 12, totalPages: 3 });
    expect(first.body.data.map((n) => n.identifier)).toEqual(ids.slice(7).reverse());
    expect(first.body.data[0]).toMatchObject({
      type: "in-app-booking-confirmed",
      title: "Note 11",
      read: false,
      link: { type: "internal", url: `/booking/${me.user.identifier}/summary` },
    });
    const last = await call<Page>("GET", "/v1/notification?pageSize=5&page=3", me.token);
    expect(last.body.data.map((n) => n.identifier)).toEqual(ids.slice(0, 2).reverse());
    const defaults = await call<Page>("GET", "/v1/notification", me.token);
    expect(defaults.body.meta).toEqual({ page: 1, pageSize: 10, total: 12, totalPages: 2 });
    const beyond = await call<Page>("GET", "/v1/notification?page=9", me.token);
    expect(beyond.body.data).toEqual([]);
  });

  it("refuses page sizes outside 1 to 50 and signed-out callers", async () => {
    for (const q of ["pageSize=0", "pageSize=51", "pageSize=x", "page=0"]) {
      const res = await call("GET", `/v1/notification?${q}`, me.token);
      expect(res.status, q).toBe(400);
    }
    expect((await call("GET", "/v1/notification")).status).toBe(401);
  });
});

describe("marking read", () => {
  it("marks one of mine read (204), and answers 404 for someone else's or a missing one", async () => {
    const [mine] = await seedNotes(me.user.identifier, 1, Date.now());
    const [theirs] = await seedNotes(other.user.identifier, 1, Date.now());
    expect((await call("PUT", `/v1/notification/${mine}/read`, me.token)).status).toBe(204);
    expect((await call("PUT", `/v1/notification/${mine}/read`, me.token)).status).toBe(204);
    const foreign = await call("PUT", `/v1/notification/${theirs}/read`, me.token);
    expect([foreign.status, foreign.body.message]).toEqual([404, "Notification not found"]);
    const missing = await call("PUT", `/v1/notification/${"0".repeat(26)}/read`, me.token);
    expect([missing.status, missing.body.message]).toEqual([404, "Notification not found"]);
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs ?? ""));
    expect(row?.readAt).toBeNull();
  });

  it("read-all marks only mine and answers how many", async () => {
    const unread = (token: string) =>
      call<{ count: number }>("GET", "/v1/notification/unread-count", token).then((r) => r.body.count);
    const mine = await unread(me.token);
    const theirs = await unread(other.token);
    expect(mine).toBeGreaterThan(0);
    const res = await call<{ count: number }>("PUT", "/v1/notification/read-all", me.token);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(mine);
    expect(await unread(me.token)).toBe(0);
    expect(await unread(other.token)).toBe(theirs);
    expect((await call<{ count: number }>("PUT", "/v1/notification/read-all", me.token)).body.count).toBe(0);
  });
});

describe("email preferences", () => {
  const all = { bookings: true, reminders: true, payments: true, messages: true, recommendations: true };

  it("are all on by default and saved whole", async () => {
    const first = await call<{ email: typeof all }>("GET", "/v1/notification/preferences", me.token);
    expect(first.body).toEqual({ email: all });
    const saved = await call("PUT", "/v1/notification/preferences", me.token, {
      email: { ...all, messages: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ email: { ...all, messages: false } });
    expect((await call("GET", "/v1/notification/preferences", me.token)).body).toEqual({
      email: { ...all, messages: false },
    });
    expect((await call("GET", "/v1/notification/preferences", other.token)).body).toEqual({ email: all });
  });

  it("refuses a body without every key, with unknown keys or non-booleans", async () => {
    for (const email of [{ bookings: true }, { ...all, marketing: true }, { ...all, payments: "no" }]) {
      const res = await call("PUT", "/v1/notification/preferences", me.token, { email });
      expect(res.status, JSON.stringify(email)).toBe(400);
    }
  });
});

describe("POST /v1/notification/unsubscribe", () => {
  it("turns off the token's preference without sign-in, leaving the others", async () => {
    const token = unsubscribeToken(TEST_MAIL.linkSecret, other.user.identifier, "reminders");
    const res = await call<{ key: string }>("POST", "/v1/notification/unsubscribe", undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body.key).toBe("reminders");
    const [row] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, other.user.identifier));
    expect(row).toMatchObject({ reminders: false, bookings: true, messages: true });
    // Twice is fine: it stays off.
    expect((await call("POST", "/v1/notification/unsubscribe", undefined, { token })).status).toBe(200);
  });

  it("answers 400 to a forged, altered or malformed token", async () => {
    const good = unsubscribeToken(TEST_MAIL.linkSecret, other.user.identifier, "payments");
    const forged = unsubscribeToken("another-secret-0123456789abcdefgh", other.user.identifier, "payments");
    const otherKey = good.replace("-payments-", "-messages-");
    const otherUser = good.replace(other.user.identifier, me.user.identifier);
    for (const token of [forged, otherKey, otherUser, "forged", "a-b-c", `${good}x`, "", undefined]) {
      const res = await call("POST", "/v1/notification/unsubscribe", undefined, { token });
      expect(res.status, token).toBe(400);
      expect(res.body.message, token).toBe("This unsubscribe link is not valid.");
    }
    const prefs = await call<{ email: { payments: boolean } }>(
      "GET",
      "/v1/notification/preferences",
      other.token,
    );
    expect(prefs.body.email.payments).toBe(true);
  });
});
