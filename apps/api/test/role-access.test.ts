import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/index.ts";
import { AVAILABILITY_BODY } from "./request-bodies.ts";
import { newStaffSession } from "./staff.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * Who may call what. Later issues add their routes here: one row per route, with the roles allowed.
 * 'any' means every signed-in user, staff included (only the account's own routes); 'member' a client
 * or a provider (the marketplace's routes: staff are not members, issue 32); 'staff' the console's
 * routes. Anonymous callers always get 401, other roles 403.
 */
type Allowed = "any" | "member" | "client" | "provider" | "staff";
const ROLES = ["client", "provider", "staff"] as const;
const permits = (allowed: Allowed, role: (typeof ROLES)[number]) =>
  allowed === "any" || allowed === role || (allowed === "member" && role !== "staff");
const SETTINGS_BODY = {
  timezone: "Africa/Lagos",
  sessionMinutes: 50,
  bufferMinutes: 10,
  noticeHours: 12,
  approvalRequired: false,
};
const ROUTES: Array<[method: string, path: string, allowed: Allowed, body?: unknown]> = [
  ["GET", "/v1/me", "any"],
  ["GET", "/v1/me/export", "member"],
  ["POST", "/v1/auth/logout-all", "any"],
  ["PUT", "/v1/auth/password", "any", { currentPassword: "x", newPassword: "y" }],
  ["GET", "/v1/notification/unread-count", "member"],
  ["GET", "/v1/notification?pageSize=5&page=1", "member"],
  ["PUT", "/v1/notification/read-all", "member"],
  ["PUT", "/v1/notification/01JD0000000000000000000000/read", "member"],
  ["GET", "/v1/notification/preferences", "member"],
  [
    "PUT",
    "/v1/notification/preferences",
    "member",
    { email: { bookings: true, reminders: true, payments: true, messages: true, recommendations: true } },
  ],
  ["GET", "/v1/messages/unread-count", "member"],
  // Issue 30: a session room (404 for anyone not in the booking, checked in session-rooms.test.ts).
  ["GET", "/v1/session-rooms/01JD0000000000000000000000", "member"],
  [
    "POST",
    "/v1/session-rooms/01JD0000000000000000000000/signal",
    "member",
    { from: "peer-role-test", kind: "join" },
  ],
  ["GET", "/v1/messages/conversations", "member"],
  ["GET", "/v1/messages/conversations/01JD0000000000000000000000", "member"],
  ["PUT", "/v1/messages/conversations/01JD0000000000000000000000/read", "member"],
  ["PATCH", "/v1/messages/01JD0000000000000000000000", "member", { message: "Hello" }],
  ["DELETE", "/v1/messages/01JD0000000000000000000000", "member"],
  ["GET", "/v1/messages/attachments/01JD0000000000000000000000", "member"],
  // GET /v1/stream never ends for a permitted caller: src/live/stream.test.ts checks its 401.
  ["GET", "/v1/booking?status=confirmed&per_page=3", "member"],
  ["GET", "/v1/booking?list=past&page=2&per_page=10", "member"],
  ["GET", "/v1/booking/count", "member"],
  ["GET", "/v1/booking/statistics", "member"],
  ["GET", "/v1/wallet", "member"],
  ["GET", "/v1/booking/form?with=01JD0000000000000000000000", "member"],
  ["POST", "/v1/booking", "member", {}],
  ["POST", "/v1/booking/series", "member", {}],
  ["GET", "/v1/booking/01JD0000000000000000000000", "member"],
  ["GET", "/v1/booking/series/01JD0000000000000000000000", "member"],
  ["POST", "/v1/booking/01JD0000000000000000000000/approval", "provider", { decision: "accept" }],
  [
    "POST",
    "/v1/booking/01JD0000000000000000000000/schedule",
    "member",
    { timeslotIdentifier: "01JD0000000000000000000000" },
  ],
  ["POST", "/v1/booking/01JD0000000000000000000000/cancel", "member"],
  ["POST", "/v1/booking/01JD0000000000000000000000/provider-no-show", "client"],
  ["POST", "/v1/booking/01JD0000000000000000000000/client-no-show", "provider"],
  [
    "POST",
    "/v1/booking/01JD0000000000000000000000/provider-no-show/contest",
    "provider",
    { statement: "I was in the video room from the start." },
  ],
  ["GET", "/v1/booking/01JD0000000000000000000000/calendar.ics", "member"],
  [
    "GET",
    "/v1/providers/01JD0000000000000000000000/cadence?start=01JD0000000000000000000000&every=1&count=2",
    "member",
  ],
  ["GET", "/v1/client/profile", "client"],
  ["PATCH", "/v1/client/profile", "client", { firstName: "Amara" }],
  ["GET", "/v1/client/preference", "client"],
  ["PATCH", "/v1/client/preference", "client", { timezone: "Africa/Lagos" }],
  ["GET", "/v1/client/01JD0000000000000000000000", "provider"],
  ["PUT", "/v1/provider/visibility-status", "provider"],
  ["GET", "/v1/provider/onboarding", "provider"],
  ["POST", "/v1/provider/publish", "provider"],
  ["GET", "/v1/provider/availability", "provider"],
  ["PUT", "/v1/provider/availability", "provider", AVAILABILITY_BODY],
  ["GET", "/v1/provider/settings", "provider"],
  ["PUT", "/v1/provider/settings", "provider", SETTINGS_BODY],
  ["GET", "/v1/provider/credentials", "provider"],
  ["PUT", "/v1/provider/credentials/license", "provider", { title: "Licensed Counsellor" }],
  // Uploads with an empty JSON body: the role check answers before the body is read (a provider gets 400).
  ["POST", "/v1/provider/credentials/license/files", "provider", {}],
  ["GET", "/v1/provider/credentials/files/01JD0000000000000000000000", "provider"],
  ["DELETE", "/v1/provider/credentials/files/01JD0000000000000000000000", "provider"],
  ["POST", "/v1/provider/insurance/files", "provider", {}],
  ["GET", "/v1/provider/insurance/files/01JD0000000000000000000000", "provider"],
  ["DELETE", "/v1/provider/insurance/files/01JD0000000000000000000000", "provider"],
  ["GET", "/v1/provider/profile", "provider"],
  ["PUT", "/v1/provider/profile", "provider", { firstName: "Tolu", lastName: "Adeyemi" }],
  ["GET", "/v1/provider/preferences", "provider"],
  ["POST", "/v1/provider/preferences", "provider", { therapy: [], modality: [] }],
  ["GET", "/v1/provider/fees", "provider"],
  ["PUT", "/v1/provider/fees", "provider", { therapyFees: [] }],
  // Issue 13's follow-ups (an unknown booking or invitation: 404 once the role is let through).
  ["GET", "/v1/booking/participant/01JD0000000000000000000000", "member"],
  ["POST", "/v1/booking/participant/01JD0000000000000000000000/status", "member", { status: "accepted" }],
  ["POST", "/v1/appointment/01JD0000000000000000000000/allow-reschedule", "provider", { status: "allowed" }],
  ["GET", "/v1/booking/01JD0000000000000000000000/reschedule", "member"],
  [
    "POST",
    "/v1/booking/01JD0000000000000000000000/reschedule",
    "member",
    { timeslotIdentifier: "01JD0000000000000000000001" },
  ],
  [
    "POST",
    "/v1/booking/01JD0000000000000000000000/recommendation",
    "provider",
    { providerIdentifiers: ["01JD0000000000000000000001"] },
  ],
  ["GET", "/v1/booking/01JD0000000000000000000000/recommendation?page=1", "member"],
  // Payments (issue 14): a provider has no wallet to top up and no booking to pay for.
  ["POST", "/v1/payment/top-up", "client", { amount: 50_000 }],
  ["POST", "/v1/payment/booking/01JD0000000000000000000000", "client", { useWalletBalance: true }],
  ["GET", "/v1/payment/status/tq-none", "member"],
  ["GET", "/v1/payment/receipt/tq-none", "member"],
  ["POST", "/v1/payment/refund/tq-none", "client", {}],
  ["GET", "/v1/wallet/transactions", "member"],
  ["GET", "/v1/payment/wallet/earnings", "provider"],
  ["GET", "/v1/payment/earnings", "provider"],
  ["GET", "/v1/transactions?page=1", "provider"],
  ["GET", "/v1/transactions/01JD0000000000000000000000", "provider"],
  // Issue 31: the provider's monthly statements, only their own.
  ["GET", "/v1/payment/statements", "provider"],
  ["GET", "/v1/payment/statements/2026-01", "provider"],
  // A month not started: the provider gets a JSON 404 rather than the file (the table reads JSON).
  ["GET", "/v1/payment/statements/2999-01/statement.csv", "provider"],
  ["GET", "/v1/payment/statements/2999-01/statement.pdf", "provider"],
  // Payouts (issue 31): only providers are paid.
  ["GET", "/v1/payouts", "provider"],
  ["GET", "/v1/payouts/banks", "provider"],
  ["POST", "/v1/payouts/bank-account/resolve", "provider", { bankCode: "058", accountNumber: "0123456789" }],
  [
    "PUT",
    "/v1/payouts/bank-account",
    "provider",
    { bankCode: "058", accountNumber: "0123456789", password: "x" },
  ],
  ["PUT", "/v1/payouts/schedule", "provider", { currency: "NGN", schedule: "weekly" }],
  ["POST", "/v1/payouts/withdraw", "provider", { currency: "NGN", amount: 100_000 }],
  // Stripe Connect onboarding (decision 062): a provider's own connected account.
  ["POST", "/v1/payouts/stripe/account-link", "provider", { currency: "GBP" }],
  // Reviews (issue 16): a client reviews their session; the reviewed provider replies.
  ["POST", "/v1/review/01JD0000000000000000000000", "client", { rating: 4.5 }],
  ["POST", "/v1/review/01JD0000000000000000000000/reply", "provider", { reply: "Thank you" }],
  ["GET", "/v1/review/participant/01JD0000000000000000000000", "member"],
  ["GET", "/v1/review/booking/01JD0000000000000000000000", "member"],
  // The staff console (issue 32): clients and providers get nothing under /v1/staff.
  ["GET", "/v1/staff/overview", "staff"],
  // Issue 32's queues: credential verification and review moderation; reporting a review is a member's.
  ["GET", "/v1/staff/verifications", "staff"],
  ["GET", "/v1/staff/verifications/license/01JD0000000000000000000000/file", "staff"],
  [
    "POST",
    "/v1/staff/verifications/license/01JD0000000000000000000000",
    "staff",
    { decision: "reject", reason: "Role access check" },
  ],
  ["GET", "/v1/staff/review-reports", "staff"],
  [
    "POST",
    "/v1/staff/review-reports/01JD0000000000000000000000",
    "staff",
    { decision: "keep", reason: "Role access check" },
  ],
  ["POST", "/v1/reviews/01JD0000000000000000000000/report", "member", { reason: "Role access check" }],
  ["GET", "/v1/staff/users?q=demo.tranquil", "staff"],
  ["GET", "/v1/staff/users/01JD0000000000000000000000", "staff"],
  ["POST", "/v1/staff/payments/tq-none/refund", "staff", { reason: "A role row's reason" }],
  [
    "POST",
    "/v1/staff/bookings/01JD0000000000000000000000/cancel",
    "staff",
    { onBehalfOf: "client", reason: "A role row's reason" },
  ],
  ["POST", "/v1/staff/users/01JD0000000000000000000000/suspend", "staff", { reason: "A role row's reason" }],
  ["POST", "/v1/staff/users/01JD0000000000000000000000/restore", "staff", { reason: "A role row's reason" }],
  ["GET", "/v1/staff/audit?page=1", "staff"],
];

/**
 * Public routes: anyone may call them, so they must never answer 401 (a body that fails validation
 * still gets its 400). The dev outbox exists only with the server's dev tools on (as in tests), and answers
 * only this machine (a 404 here, where the request has no peer: http/local-only.test.ts).
 */
const PUBLIC_ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  [
    "POST",
    "/v1/auth/signup",
    {
      firstName: "A",
      lastName: "B",
      email: "public-row@example.com",
      password: "public-row-1",
      acceptTerms: true,
      healthDataConsent: true,
    },
  ],
  ["POST", "/v1/auth/confirm-email", { token: "a".repeat(43) }],
  ["POST", "/v1/auth/forgot-password", { email: "public-row@example.com" }],
  ["POST", "/v1/auth/reset-password", { token: "a".repeat(43), password: "public-row-2" }],
  ["GET", "/dev/outbox"],
  // Probes for the load balancer and Kubernetes (health/health-routes.ts).
  ["GET", "/livez"],
  ["GET", "/readyz"],
  [
    "POST",
    "/v1/contact",
    { name: "A", email: "public-row@example.com", topic: "other", message: "A public row's message." },
  ],
  ["GET", "/v1/providers/01JD0000000000000000000000/timeslots?from=2026-12-01&to=2026-12-02"],
  // Gateways call the webhook (they sign, not sign in); payers reach the sandbox's checkout page.
  ["POST", "/v1/payment/webhook/sandbox", {}],
  ["GET", "/sandbox/checkout/PUBLIC-ROW"],
  ["POST", "/sandbox/checkout/PUBLIC-ROW", {}],
  // The blog's content service and the newsletter's links are for visitors.
  ["GET", "/content/api/posts"],
  ["GET", "/content/api/categories"],
  ["POST", "/v1/newsletter/subscribe", { email: "public-row@example.com", type: "blog-post" }],
  ["GET", `/v1/newsletter/confirm?token=${"a".repeat(43)}`],
  ["POST", `/v1/newsletter/confirm?token=${"a".repeat(43)}`],
  ["POST", `/v1/newsletter/unsubscribe?token=${"a".repeat(43)}`],
  // Notification emails' unsubscribe link: the token is signed, no sign-in.
  ["POST", "/v1/notification/unsubscribe", { token: "forged" }],
  ["GET", "/v1/review?pageSize=10"],
];

let t: TestApp;
const EMAILS = {
  client: "client@demo.tranquil.example",
  provider: "provider@demo.tranquil.example",
} as const;

/**
 * One session per role, signed in again only after a row that revokes it (sign out everywhere): a
 * login per check would trip the login throttle as the table grows.
 */
const sessions = new Map<(typeof ROLES)[number], string>();
const REVOKES = new Set(["/v1/auth/logout-all"]);
async function tokenFor(role: (typeof ROLES)[number]) {
  let token = sessions.get(role);
  if (!token) {
    // Staff sign in with their second factor: a new staff account each time (a TOTP code works once).
    token = role === "staff" ? (await newStaffSession(t)).token : (await t.login(EMAILS[role])).token;
    sessions.set(role, token);
  }
  return token;
}

// Throttles lifted: three roles' calls of every route (and the anonymous ones) pass the mutation
// allowance of one address; this table tests roles, the throttles have their own tests.
beforeAll(async () => {
  // Every row sends up to four requests from one address (three roles and staff): the table outgrew the
  // default 120 mutations a minute; the throttle has its own tests (http/throttle.test.ts).
  t = await createTestApp(
    { providers: 3, clients: 3 },
    {
      throttles: {
        mutations: { points: 100_000, durationSeconds: 60 },
        search: { points: 100_000, durationSeconds: 60 },
      },
    },
  );
});
afterAll(() => t.close());

const call = (method: string, path: string, body: unknown, token?: string) =>
  t.json<{ message?: string }>(path, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe.each(ROUTES)("%s %s (%s)", (method, path, allowed, body) => {
  it("answers 401 to anonymous callers", async () => {
    const res = await call(method, path, body);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in to continue");
  });

  for (const role of ROLES) {
    const permitted = permits(allowed, role);
    it(`${permitted ? "lets" : "refuses"} a ${role}`, async () => {
      const res = await call(method, path, body, await tokenFor(role));
      if (REVOKES.has(path)) sessions.delete(role);
      if (permitted) {
        expect([401, 403]).not.toContain(res.status);
      } else {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe("You do not have access to this");
      }
    });
  }
});

describe.each(PUBLIC_ROUTES)("%s %s (public)", (method, path, body) => {
  it("answers anonymous callers without asking them to log in", async () => {
    // Status only: some public pages answer HTML (the sandbox checkout).
    const res = await t.app.request(path, {
      method,
      headers: { "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});

/**
 * Routes for the operator's machines only: no role opens them. GET /metrics answers a scraper's
 * METRICS_TOKEN or, without one, this machine (metrics/metrics.test.ts); here, with no peer, nobody.
 */
const SCRAPER_ROUTES: Array<[method: string, path: string]> = [["GET", "/metrics"]];

describe.each(SCRAPER_ROUTES)("%s %s (scraper only)", (method, path) => {
  it("is a missing route to anonymous callers and to every role's session", async () => {
    expect((await call(method, path, undefined)).status).toBe(404);
    for (const role of ROLES) {
      expect((await call(method, path, undefined, await tokenFor(role))).status).toBe(404);
    }
  });
});

/**
 * Relationship rules (issue 27): the role lets a provider book and message, the relationship decides
 * for whom. The demo provider and the demo client share client-made bookings (the seed's); the UK demo
 * client never booked the demo provider, so to them the UK client is as unknown as a made-up id.
 */
describe("relationship rules", () => {
  // Its own app, throttles lifted: the table above has used up the mutation and login allowances.
  let r: TestApp;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    r = await createTestApp(
      { providers: 3, clients: 3 },
      {
        throttles: {
          mutations: { points: 100_000, durationSeconds: 60 },
          search: { points: 100_000, durationSeconds: 60 },
        },
      },
    );
  });
  afterAll(() => r.close());
  const providerToken = async () => {
    const token = tokens.get("provider") ?? (await r.login(EMAILS.provider)).token;
    tokens.set("provider", token);
    return token;
  };
  const ask = (method: string, path: string, body: unknown, token: string) =>
    r.json<{ message?: string }>(path, {
      method,
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  // Looked up, not signed in: the login throttle has seen enough of these accounts by now.
  const idOf = async (email: string) => {
    const [row] = await r.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email} in the seed`);
    return row.id;
  };
  const stranger = () => idOf("client.uk@demo.tranquil.example");
  const partner = () => idOf(EMAILS.client);

  it("shows the booking form only for a client who booked the provider", async () => {
    const token = await providerToken();
    const unknown = await ask("GET", "/v1/booking/form?with=01JD0000000000000000000000", undefined, token);
    const refused = await ask("GET", `/v1/booking/form?with=${await stranger()}`, undefined, token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(unknown.body);
    expect((await ask("GET", `/v1/booking/form?with=${await partner()}`, undefined, token)).status).toBe(200);
  });

  it("refuses a provider's booking for a client without a relationship, as for an unknown client", async () => {
    const res = await ask(
      "POST",
      "/v1/booking",
      {
        therapyIdentifier: "01JD0000000000000000000000",
        modalityIdentifier: "01JD0000000000000000000000",
        concerns: ["01JD0000000000000000000000"],
        participants: [],
        clientIdentifier: await stranger(),
        timeslotIdentifier: null,
      },
      await providerToken(),
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Client not found");
  });

  it("shows a client's profile only to a provider the client booked", async () => {
    const token = await providerToken();
    const refused = await ask("GET", `/v1/client/${await stranger()}`, undefined, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You can only see clients who booked a session with you");
    expect((await ask("GET", `/v1/client/${await partner()}`, undefined, token)).status).toBe(200);
  });

  it("lets only a live or paid relationship send messages", async () => {
    const send = async (receiver: string) => {
      const form = new FormData();
      form.set("receiver", receiver);
      form.set("message", "Hello");
      const res = await r.app.request("/v1/messages", {
        method: "POST",
        headers: { Authorization: `Bearer ${await providerToken()}` },
        body: form,
      });
      return res.status;
    };
    expect(await send(await stranger())).toBe(403);
    expect(await send(await partner())).toBe(201);
  });
});
