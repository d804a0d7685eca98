import { and, desc, eq, gt, isNotNull, ne } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, notifications, payments, reviews } from "../src/db/schema/index.ts";
import { postNow } from "../src/ledger/ledger.ts";
import { unsubscribeToken } from "../src/notifications/unsubscribe-token.ts";
import { SANDBOX_PAYMENTS } from "../src/payments/gateways/payment-env.ts";
import { DEMO_PASSWORD } from "../src/seed/seed.ts";
import { insertBooking } from "./booking-fixtures.ts";
import { htmlDocument, pdfDocument } from "./documents.ts";
import { jpegImage } from "./images.ts";
import { ContractValidator } from "./openapi-contract.ts";
import { AVAILABILITY_BODY } from "./request-bodies.ts";
import { STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, startStripeStandIn } from "./stripe-stand-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let t: TestApp;
let contract: ContractValidator;
let providerId = "";
let clientId = "";
let bookingId = "";
let participantId = "";
let participantBookingId = "";
let freeSlotId = "";
let otherProviderId = "";
const tokens: Record<string, string> = {};
/** Known, so the test can sign an unsubscribe token as an email's link carries it. */
const LINK_SECRET = "contract-test-link-secret-0123456789";
/** The API's clock: the booking checks move it past a session's start. */
const clock = { now: new Date() };

const login = (email: string, password?: string) => t.login(email, password);
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Stripe Connect pays out pounds and dollars (payments stay on the sandbox), as in the e2e suite. */
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(
    {},
    {
      clock: () => clock.now,
      payments: {
        ...SANDBOX_PAYMENTS,
        PAYOUT_GATEWAY_GLOBAL: "stripe",
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
        STRIPE_BASE_URL: stripe.url,
      },
      linkSecret: LINK_SECRET,
      // One address makes every call here: room for all of them within the minute.
      throttles: {
        mutations: { points: 1_000, durationSeconds: 60 },
        search: { points: 1_000, durationSeconds: 60 },
      },
    },
  );
  contract = new ContractValidator(
    (await t.json("/openapi.json")).body as ConstructorParameters<typeof ContractValidator>[0],
  );
  const search = await t.json<{ data: { objectID: string }[] }>("/v1/providers?pageSize=1");
  providerId = search.body.data[0]?.objectID ?? "";
  const client = await login("client@demo.tranquil.example");
  tokens.client = client.token;
  clientId = client.user.identifier;
  const provider = await login("provider@demo.tranquil.example");
  tokens.provider = provider.token;
  const upcoming = await t.json<{ data: { identifier: string }[] }>(
    "/v1/booking?status=confirmed&per_page=1",
    {
      headers: { Authorization: `Bearer ${tokens.client}` },
    },
  );
  bookingId = upcoming.body.data[0]?.identifier ?? "";
  // A booking whose invitee is the demo client themself: the invitee's routes answer them.
  const invited = await insertBooking(t, {
    clientId,
    providerId: provider.user.identifier,
    participants: ["client@demo.tranquil.example"],
    daysAhead: 10,
  });
  participantId = invited.participantIds[0] ?? "";
  participantBookingId = invited.bookingIds[0] ?? "";
  const open = await t.json<{ data: { identifier: string }[] }>(
    `/v1/providers/${provider.user.identifier}/timeslots?from=${day(12)}&to=${day(20)}`,
  );
  freeSlotId = open.body.data[0]?.identifier ?? "";
  const listed = await t.json<{ data: { objectID: string }[] }>("/v1/providers?pageSize=5");
  otherProviderId = listed.body.data.find((p) => p.objectID !== provider.user.identifier)?.objectID ?? "";
});
afterAll(async () => {
  await Promise.all([t.close(), stripe.close()]);
});

type As = "client" | "provider" | "fresh";
interface Call {
  method: string;
  path: string;
  status: number;
  as?: As;
  /** The body, or a function that builds it when the call is made (tokens read from the outbox). */
  json?: unknown;
  form?: FormData;
}

const photo = () => {
  const form = new FormData();
  form.append("file", new File([jpegImage(400, 400)], "me.jpg", { type: "image/jpeg" }));
  return form;
};

/** The provider's own data sent back unchanged: a valid body for the update routes. */
async function asProvider<T>(path: string) {
  return (await t.json<{ data: T }>(path, { headers: { Authorization: `Bearer ${tokens.provider}` } })).body
    .data;
}
const ids = (list: { identifier: string }[]) => list.map((o) => o.identifier);
async function sameProfile() {
  const p = await asProvider<Record<string, unknown> & { disciplines: []; languages: [] }>(
    "/v1/provider/profile",
  );
  const { identifier, photo, officeAddressText, countryCode, visibility, ...info } = p;
  return { ...info, disciplines: ids(p.disciplines), languages: ids(p.languages) };
}
async function samePreferences() {
  const p = await asProvider<Record<string, { identifier: string }[]> & { clientGender: string | null }>(
    "/v1/provider/preferences",
  );
  return {
    therapy: ids(p.therapy ?? []),
    modality: ids(p.modality ?? []),
    specialities: ids(p.specialities ?? []),
    clientGender: p.clientGender,
  };
}
async function sameFees() {
  const p = await asProvider<{ therapy: { therapyIdentifier: string; fee: number; isFree: boolean }[] }>(
    "/v1/provider/fees",
  );
  return {
    therapyFees: p.therapy.map(({ therapyIdentifier, fee, isFree }) => ({ therapyIdentifier, fee, isFree })),
  };
}

const calls = (): Call[] => [
  { method: "GET", path: "/healthz", status: 200 },
  { method: "GET", path: "/livez", status: 200 },
  { method: "GET", path: "/readyz", status: 200 },
  { method: "GET", path: "/v1/categories/concerns", status: 200 },
  { method: "GET", path: "/v1/categories/therapy", status: 200 },
  { method: "GET", path: "/v1/categories/therapy-modality", status: 200 },
  { method: "GET", path: "/v1/categories/disciplines", status: 200 },
  { method: "GET", path: "/v1/categories/languages", status: 200 },
  { method: "GET", path: "/v1/personality/cultural-background", status: 200 },
  { method: "GET", path: "/v1/personality/religion", status: 200 },
  { method: "GET", path: "/v1/personality/age-group", status: 200 },
  { method: "GET", path: "/v1/countries", status: 200 },
  { method: "GET", path: "/v1/countries/NG/states", status: 200 },
  { method: "GET", path: "/v1/countries/ng/states", status: 200 },
  { method: "GET", path: "/v1/countries/ZZ/states", status: 404 },
  { method: "GET", path: "/v1/countries/NGA/states", status: 400 },
  { method: "GET", path: "/v1/providers", status: 200 },
  { method: "GET", path: "/v1/providers?search=anxiety&country=NG,GB&page=1&pageSize=5", status: 200 },
  { method: "GET", path: "/v1/providers?isFree=true&minPrice=0&maxPrice=1000000", status: 200 },
  { method: "GET", path: "/v1/providers?page=0", status: 400 },
  { method: "GET", path: "/v1/providers?pageSize=51", status: 400 },
  { method: "GET", path: "/v1/providers?minPrice=-1", status: 400 },
  { method: "GET", path: "/v1/providers?minPrice=10&maxPrice=5", status: 400 },
  { method: "GET", path: "/v1/providers?gender=Robot", status: 400 },
  { method: "GET", path: "/v1/providers?availableFrom=2026-13-01", status: 400 },
  { method: "GET", path: "/v1/providers?isFree=maybe", status: 400 },
  { method: "GET", path: "/v1/providers/quick-consult", status: 200 },
  { method: "GET", path: `/v1/review/provider/${providerId}`, status: 200 },
  { method: "GET", path: `/v1/review/provider/${providerId}?page=0`, status: 400 },
  { method: "GET", path: `/v1/review/provider/${"0".repeat(26)}`, status: 404 },
  { method: "GET", path: "/v1/review?pageSize=10", status: 200 },
  { method: "GET", path: "/v1/review?pageSize=50", status: 400 },
  { method: "GET", path: "/v1/providers/quick-consult?page=0", status: 400 },
  { method: "GET", path: `/v1/providers/${providerId}`, status: 200 },
  { method: "GET", path: `/v1/providers/${"0".repeat(26)}`, status: 404 },
  { method: "GET", path: "/v1/providers/undefined", status: 400 },
  {
    method: "POST",
    path: "/v1/newsletter/subscribe",
    status: 200,
    json: { email: "reader@example.com", type: "blog-post" },
  },
  {
    method: "POST",
    path: "/v1/newsletter/subscribe",
    status: 400,
    json: { email: "nope", type: "blog-post" },
  },
  {
    method: "POST",
    path: "/v1/contact",
    status: 201,
    json: { name: "Reader", email: "reader@example.com", topic: "booking", message: "Where is my booking?" },
  },
  { method: "POST", path: "/v1/contact", status: 400, json: { name: "", email: "nope", topic: "x" } },
  {
    method: "POST",
    path: "/v1/auth/signup",
    status: 202,
    json: {
      firstName: "Contract",
      lastName: "Test",
      email: "contract@example.com",
      password: "contract-test-1",
      acceptTerms: true,
      healthDataConsent: true,
    },
  },
  {
    method: "POST",
    path: "/v1/auth/login",
    status: 403,
    json: { email: "contract@example.com", password: "contract-test-1" },
  },
  {
    method: "POST",
    path: "/v1/auth/confirm-email",
    status: 200,
    json: async () => ({ token: await t.linkToken("contract@example.com", "/confirm-email") }),
  },
  { method: "POST", path: "/v1/auth/confirm-email", status: 400, json: { token: "a".repeat(43) } },
  {
    method: "POST",
    path: "/v1/auth/forgot-password",
    status: 202,
    json: { email: "contract@example.com" },
  },
  {
    method: "POST",
    path: "/v1/auth/reset-password",
    status: 200,
    // Back to the same password, so the rows below keep using it.
    json: async () => ({
      token: await t.linkToken("contract@example.com", "/reset-password"),
      password: "contract-test-1",
    }),
  },
  {
    method: "POST",
    path: "/v1/auth/reset-password",
    status: 400,
    json: { token: "a".repeat(43), password: "contract-test-1" },
  },
  { method: "POST", path: "/v1/auth/signup", status: 400, json: { email: "x" } },
  {
    method: "POST",
    path: "/v1/auth/login",
    status: 401,
    json: { email: "no@example.com", password: "nope-12345" },
  },
  {
    method: "POST",
    path: "/v1/auth/login",
    status: 200,
    json: { email: "contract@example.com", password: "contract-test-1" },
  },
  // The sandbox sends no webhooks: a delivery is received and ignored; unknown gateways are 404.
  { method: "POST", path: "/v1/payment/webhook/sandbox", status: 200, json: { event: "charge.success" } },
  { method: "POST", path: "/v1/payment/webhook/paypal", status: 404, json: {} },
  {
    method: "POST",
    path: "/v1/payment/webhook/sandbox",
    status: 413,
    json: { padding: "x".repeat(64 * 1024) },
  },
  { method: "GET", path: "/v1/me", status: 200, as: "client" },
  { method: "GET", path: "/v1/me", status: 401 },
  { method: "GET", path: "/v1/me/export", status: 200, as: "client" },
  { method: "GET", path: "/v1/client/profile", status: 200, as: "client" },
  { method: "GET", path: "/v1/client/profile", status: 403, as: "provider" },
  { method: "PATCH", path: "/v1/client/profile", status: 200, as: "client", json: { lastName: "Okafor" } },
  { method: "PATCH", path: "/v1/client/profile", status: 400, as: "client", json: {} },
  { method: "GET", path: "/v1/client/preference", status: 200, as: "client" },
  {
    method: "PATCH",
    path: "/v1/client/preference",
    status: 200,
    as: "client",
    json: { preferredGender: "Female" },
  },
  { method: "GET", path: `/v1/client/${clientId}`, status: 200, as: "provider" },
  { method: "GET", path: `/v1/client/${"1".repeat(26)}`, status: 404, as: "provider" },
  { method: "POST", path: "/v1/profile/photo", status: 200, as: "client", form: photo() },
  // Before the visibility toggle below hides the demo provider (a hidden provider's bookings answer 404).
  { method: "GET", path: `/v1/booking/${bookingId}/provider`, status: 200 },
  { method: "GET", path: `/v1/booking/${"0".repeat(26)}/provider`, status: 404 },
  // Issue 13's follow-ups: invitations, rescheduling, recommendations.
  { method: "GET", path: `/v1/booking/participant/${participantId}`, status: 200, as: "client" },
  { method: "GET", path: `/v1/booking/participant/${"0".repeat(26)}`, status: 404, as: "client" },
  {
    method: "POST",
    path: `/v1/booking/participant/${participantId}/status`,
    status: 200,
    as: "client",
    json: { status: "accepted" },
  },
  {
    method: "POST",
    path: `/v1/booking/participant/${participantId}/status`,
    status: 403,
    as: "provider",
    json: { status: "accepted" },
  },
  { method: "GET", path: `/v1/booking/${bookingId}/reschedule`, status: 200, as: "client" },
  {
    method: "POST",
    path: `/v1/booking/${participantBookingId}/reschedule`,
    status: 200,
    as: "provider",
    json: () => ({ timeslotIdentifier: freeSlotId }),
  },
  {
    method: "POST",
    path: `/v1/booking/${participantBookingId}/reschedule`,
    status: 403,
    as: "client",
    json: () => ({ timeslotIdentifier: freeSlotId }),
  },
  {
    method: "POST",
    path: `/v1/appointment/${bookingId}/allow-reschedule`,
    status: 200,
    as: "provider",
    json: { status: "allowed" },
  },
  {
    method: "POST",
    path: `/v1/appointment/${bookingId}/allow-reschedule`,
    status: 400,
    as: "provider",
    json: { status: "maybe" },
  },
  {
    method: "POST",
    path: `/v1/booking/${bookingId}/recommendation`,
    status: 201,
    as: "provider",
    json: { providerIdentifiers: [otherProviderId] },
  },
  {
    method: "POST",
    path: `/v1/booking/${bookingId}/recommendation`,
    status: 422,
    as: "provider",
    json: { providerIdentifiers: ["0".repeat(26)] },
  },
  { method: "GET", path: `/v1/booking/${bookingId}/recommendation?page=1`, status: 200, as: "client" },
  { method: "GET", path: "/v1/provider/availability", status: 200, as: "provider" },
  {
    method: "PUT",
    path: "/v1/provider/availability",
    status: 200,
    as: "provider",
    json: {
      ...AVAILABILITY_BODY,
      daysOff: ["2030-01-01"],
    },
  },
  { method: "PUT", path: "/v1/provider/availability", status: 400, as: "provider", json: { daysOff: [] } },
  { method: "GET", path: "/v1/provider/settings", status: 200, as: "provider" },
  {
    method: "PUT",
    path: "/v1/provider/settings",
    status: 200,
    as: "provider",
    json: {
      timezone: "Africa/Lagos",
      sessionMinutes: 50,
      bufferMinutes: 10,
      noticeHours: 12,
      approvalRequired: false,
    },
  },
  { method: "PUT", path: "/v1/provider/settings", status: 400, as: "provider", json: { timezone: "EST" } },
  { method: "PUT", path: "/v1/provider/visibility-status", status: 200, as: "provider" },
  { method: "GET", path: "/v1/provider/profile", status: 200, as: "provider" },
  { method: "PUT", path: "/v1/provider/profile", status: 200, as: "provider", json: sameProfile },
  { method: "PUT", path: "/v1/provider/profile", status: 400, as: "provider", json: { firstName: "" } },
  { method: "GET", path: "/v1/provider/preferences", status: 200, as: "provider" },
  { method: "POST", path: "/v1/provider/preferences", status: 200, as: "provider", json: samePreferences },
  { method: "POST", path: "/v1/provider/preferences", status: 400, as: "provider", json: { therapy: [] } },
  { method: "GET", path: "/v1/provider/fees", status: 200, as: "provider" },
  { method: "PUT", path: "/v1/provider/fees", status: 200, as: "provider", json: sameFees },
  { method: "PUT", path: "/v1/provider/fees", status: 403, as: "client", json: { therapyFees: [] } },
  { method: "GET", path: "/v1/booking?status=confirmed&per_page=3", status: 200, as: "client" },
  { method: "GET", path: "/v1/booking/count", status: 200, as: "client" },
  { method: "GET", path: "/v1/booking/statistics", status: 200, as: "provider" },
  { method: "GET", path: "/v1/notification/unread-count", status: 200, as: "client" },
  { method: "GET", path: "/v1/notification?pageSize=5&page=1", status: 200, as: "client" },
  { method: "GET", path: "/v1/notification?pageSize=51", status: 400, as: "client" },
  { method: "PUT", path: "/v1/notification/read-all", status: 200, as: "client" },
  { method: "PUT", path: "/v1/notification/01JD0000000000000000000000/read", status: 404, as: "client" },
  { method: "GET", path: "/v1/notification/preferences", status: 200, as: "client" },
  {
    method: "PUT",
    path: "/v1/notification/preferences",
    status: 200,
    as: "client",
    json: {
      email: { bookings: true, reminders: true, payments: true, messages: true, recommendations: true },
    },
  },
  {
    method: "PUT",
    path: "/v1/notification/preferences",
    status: 400,
    as: "client",
    json: { email: { bookings: true } },
  },
  {
    method: "POST",
    path: "/v1/notification/unsubscribe",
    status: 200,
    json: () => Promise.resolve({ token: unsubscribeToken(LINK_SECRET, clientId, "recommendations") }),
  },
  { method: "POST", path: "/v1/notification/unsubscribe", status: 400, json: { token: "forged" } },
  { method: "GET", path: "/v1/messages/unread-count", status: 200, as: "client" },
  { method: "GET", path: "/v1/wallet", status: 200, as: "client" },
  {
    method: "PUT",
    path: "/v1/auth/password",
    status: 200,
    as: "fresh",
    json: { currentPassword: "contract-test-1", newPassword: "contract-test-2" },
  },
  { method: "POST", path: "/v1/auth/logout-all", status: 200, as: "fresh" },
  { method: "POST", path: "/v1/auth/logout", status: 200, as: "provider" },
  { method: "DELETE", path: "/v1/me", status: 200, as: "fresh", json: { password: "contract-test-2" } },
];

describe("every route answers what openapi/openapi.json documents", () => {
  it("validates real responses, success and failure", async () => {
    const failures: string[] = [];
    for (const call of calls()) {
      const headers: Record<string, string> = {};
      if (call.as === "fresh") {
        const password = call.path === "/v1/auth/password" ? "contract-test-1" : "contract-test-2";
        headers.Authorization = `Bearer ${(await login("contract@example.com", password)).token}`;
      } else if (call.as) {
        headers.Authorization = `Bearer ${tokens[call.as]}`;
      }
      if (call.json !== undefined) headers["Content-Type"] = "application/json";
      const json =
        typeof call.json === "function" ? await (call.json as () => Promise<unknown>)() : call.json;
      const res = await t.json(call.path, {
        method: call.method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        ...(call.form ? { body: call.form } : {}),
      });
      const label = `${call.method} ${call.path}${call.as ? ` as ${call.as}` : ""}`;
      if (res.status !== call.status) failures.push(`${label}: expected ${call.status}, got ${res.status}`);
      for (const problem of contract.validate(call.method, call.path, res.status, res.body)) {
        failures.push(`${label}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("validates the blog's content API and the newsletter's double opt-in", async () => {
    const failures: string[] = [];
    const check = async (method: string, path: string, status: number, body?: unknown) => {
      const res = await t.json(path, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
    };
    await check(
      "GET",
      "/content/api/posts?fields=title,slug&populate=*&pagination[pageSize]=10&sort=publishedAt:desc",
      200,
    );
    await check(
      "GET",
      "/content/api/posts?filters[title][$containsi]=sleep&filters[category][slug][$eq]=self-care",
      200,
    );
    await check("GET", "/content/api/posts?pagination[pageSize]=1000", 400);
    await check("GET", "/content/api/categories", 200);
    await check("GET", "/content/api/categories?sort=colour", 400);
    for (const [address, method] of [
      ["contract.reader@example.com", "GET"],
      ["contract.reader2@example.com", "POST"],
    ] as const) {
      await check("POST", "/v1/newsletter/subscribe", 200, { email: address, type: "blog-post" });
      await check(
        method,
        `/v1/newsletter/confirm?token=${await t.linkToken(address, "/newsletter/confirm")}`,
        200,
      );
    }
    await check("POST", `/v1/newsletter/confirm?token=${"a".repeat(43)}`, 400);
    const leave = await t.linkToken("contract.reader@example.com", "/newsletter/unsubscribe");
    await check("POST", `/v1/newsletter/unsubscribe?token=${leave}`, 200);
    await check("POST", `/v1/newsletter/unsubscribe?token=${leave}`, 400);
    expect(failures).toEqual([]);
  });

  it("validates the credential routes, and their binary downloads' headers", async () => {
    const failures: string[] = [];
    const headers = { Authorization: `Bearer ${(await login("provider@demo.tranquil.example")).token}` };
    const check = async (method: string, path: string, status: number, init: RequestInit = {}) => {
      const res = await t.json<{
        data: { qualifications: { files: { url: string }[] }[]; insurance: { path: string }[] };
      }>(path, { method, ...init, headers: { ...headers, ...init.headers } });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
      return res.body;
    };
    const file = (bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new File([bytes], "licence.pdf", { type: "application/pdf" }));
      return { body: form };
    };
    await check("GET", "/v1/provider/credentials", 200);
    await check("PUT", "/v1/provider/credentials/license", 200, {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Licensed Counsellor", body: "NCB", credentialNumber: "LC-1" }),
    });
    const uploaded = await check("POST", "/v1/provider/credentials/license/files", 201, file(pdfDocument()));
    await check("POST", "/v1/provider/credentials/license/files", 415, file(htmlDocument()));
    const insured = await check("POST", "/v1/provider/insurance/files", 201, file(pdfDocument()));
    // With a licence on file the demo provider's onboarding is complete, so publishing answers 200.
    await check("GET", "/v1/provider/onboarding", 200);
    await check("POST", "/v1/provider/publish", 200);
    const downloads = [
      new URL(uploaded.data.qualifications[0]?.files.at(-1)?.url ?? "http://x/none").pathname,
      insured.data.insurance[0]?.path ?? "/none",
    ];
    for (const path of downloads) {
      const res = await t.app.request(path, { headers });
      const documented = contract.template(path);
      if (res.status !== 200 || res.headers.get("content-disposition")?.startsWith("attachment") !== true) {
        failures.push(`GET ${path}: expected a 200 attachment, got ${res.status}`);
      } else if (documented) {
        // Not JSON: the body is the file; the contract's part is the status and the headers above.
        contract.exercised.add(`GET ${documented}`);
      }
      await check("DELETE", path, 200);
    }
    await check("DELETE", downloads[0] ?? "", 404);
    expect(failures).toEqual([]);
  });

  it("validates the booking routes, from the form to cancellation and the calendar file", async () => {
    const failures: string[] = [];
    const client = await login("client@demo.tranquil.example");
    const provider = await login("provider@demo.tranquil.example");
    const approval = await login("provider.approval@demo.tranquil.example");
    const check = async <T = Record<string, unknown>>(
      method: string,
      path: string,
      status: number,
      token: string,
      body?: unknown,
    ): Promise<T> => {
      const res = await t.json<T>(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
      return res.body;
    };
    type Form = {
      therapies: { identifier: string; allowInvite: boolean }[];
      modalities: { identifier: string }[];
      concerns: { identifier: string }[];
    };
    const choose = (form: Form) => ({
      therapyIdentifier: form.therapies.find((x) => !x.allowInvite)?.identifier,
      modalityIdentifier: form.modalities[0]?.identifier,
      concerns: [form.concerns[0]?.identifier],
    });
    const pid = provider.user.identifier;
    const form = await check<Form>("GET", `/v1/booking/form?with=${pid}`, 200, client.token);
    await check("GET", `/v1/booking/form?with=${client.user.identifier}`, 200, provider.token);
    await check("GET", `/v1/booking/form?with=${"0".repeat(26)}`, 404, client.token);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const open = await check<{ data: { identifier: string; startTime: string }[] }>(
      "GET",
      `/v1/providers/${pid}/timeslots?from=${day(0)}&to=${day(20)}`,
      200,
      client.token,
    );
    await check("GET", `/v1/providers/${pid}/timeslots?from=${day(0)}&to=${day(90)}`, 400, client.token);
    const slot = (i: number) => open.data[open.data.length - 1 - i]?.identifier;
    const first = open.data[0]?.identifier;
    await check("GET", `/v1/providers/${pid}/cadence?start=${first}&every=1&count=2`, 200, client.token);
    await check("GET", `/v1/providers/${pid}/cadence?start=${first}&every=5&count=2`, 400, client.token);
    const mine = { ...choose(form), providerIdentifier: pid, participants: [] };
    const held = await check<{ identifier: string; seriesIdentifier: string }>(
      "POST",
      "/v1/booking",
      201,
      client.token,
      {
        ...mine,
        timeslotIdentifier: slot(0),
      },
    );
    await check("POST", "/v1/booking", 409, client.token, { ...mine, timeslotIdentifier: slot(0) });
    await check("POST", "/v1/booking", 400, client.token, {
      ...mine,
      concerns: [],
      timeslotIdentifier: null,
    });
    await check("GET", `/v1/booking/${held.identifier}`, 200, client.token);
    await check("GET", `/v1/booking/${"0".repeat(26)}`, 404, client.token);
    await check("GET", `/v1/booking/series/${held.seriesIdentifier}`, 200, client.token);
    await check("POST", `/v1/booking/${held.identifier}/cancel`, 200, client.token);
    await check("POST", `/v1/booking/${held.identifier}/cancel`, 409, client.token);
    const later = await check<{ identifier: string }>("POST", "/v1/booking/series", 201, client.token, {
      ...mine,
      totalSessions: 2,
      seriesTimeslots: [],
    });
    await check("POST", `/v1/booking/${later.identifier}/schedule`, 200, client.token, {
      timeslotIdentifier: slot(1),
    });
    await check("POST", `/v1/booking/${later.identifier}/schedule`, 409, client.token, {
      timeslotIdentifier: slot(2),
    });
    const approvalForm = await check<Form>(
      "GET",
      `/v1/booking/form?with=${approval.user.identifier}`,
      200,
      client.token,
    );
    const approvalOpen = await check<{ data: { identifier: string }[] }>(
      "GET",
      `/v1/providers/${approval.user.identifier}/timeslots?from=${day(0)}&to=${day(20)}`,
      200,
      client.token,
    );
    const request = await check<{ identifier: string }>("POST", "/v1/booking", 201, client.token, {
      ...choose(approvalForm),
      providerIdentifier: approval.user.identifier,
      participants: [],
      timeslotIdentifier: approvalOpen.data.at(-1)?.identifier,
    });
    await check("POST", `/v1/booking/${request.identifier}/approval`, 200, approval.token, {
      decision: "accept",
    });
    await check("POST", `/v1/booking/${request.identifier}/approval`, 409, approval.token, {
      decision: "accept",
    });
    const initiated = await check<{ identifier: string }>("POST", "/v1/booking", 201, provider.token, {
      ...choose(form),
      clientIdentifier: client.user.identifier,
      participants: [],
      timeslotIdentifier: slot(3),
    });
    const ics = await t.app.request(`/v1/booking/${initiated.identifier}/calendar.ics`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    if (ics.status !== 200 || !(await ics.text()).includes("BEGIN:VCALENDAR"))
      failures.push("calendar.ics: no calendar");
    else contract.exercised.add("GET /v1/booking/{id}/calendar.ics");
    await check("POST", `/v1/booking/${initiated.identifier}/provider-no-show`, 409, client.token);
    const start = open.data.find((s) => s.identifier === slot(3))?.startTime ?? "";
    clock.now = new Date(Date.parse(start) + 15 * 60_000);
    try {
      await check("POST", `/v1/booking/${initiated.identifier}/provider-no-show`, 200, client.token);
      const contest = `/v1/booking/${initiated.identifier}/provider-no-show/contest`;
      await check("POST", contest, 400, provider.token, { statement: "no" });
      await check("POST", contest, 200, provider.token, {
        statement: "I waited in the room from the start.",
      });
      await check("POST", contest, 409, provider.token, {
        statement: "I waited in the room from the start.",
      });
    } finally {
      clock.now = new Date();
    }
    // Nothing left unpaid (the no-show's jump in time let `later`'s hold lapse): a client holds at most
    // two unpaid bookings (decision 038), and the payment test books with this client next.
    await check("POST", `/v1/booking/${request.identifier}/cancel`, 200, client.token);
    expect(failures).toEqual([]);
  });

  it("validates the payment routes: top-up, paying a booking, status, receipt, statement and earnings", async () => {
    const failures: string[] = [];
    const client = await login("client@demo.tranquil.example");
    const provider = await login("provider@demo.tranquil.example");
    const check = async <T = Record<string, unknown>>(
      method: string,
      path: string,
      status: number,
      token: string,
      body?: unknown,
      key?: string,
    ): Promise<T> => {
      const res = await t.json<T>(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          ...(key ? { "Idempotency-Key": key } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
      return res.body;
    };
    type Started = { payment: { reference: string } };
    const topUp = await check<Started>(
      "POST",
      "/v1/payment/top-up",
      201,
      client.token,
      { amount: 50_000 },
      "c-1",
    );
    await check("POST", "/v1/payment/top-up", 400, client.token, { amount: 5_000 });
    await check("POST", "/v1/payment/top-up", 400, client.token, { amount: 0.5 }, "c-2");
    await check("POST", "/v1/payment/top-up", 422, client.token, { amount: 60_000 }, "c-1");
    await check("GET", `/v1/payment/status/${topUp.payment.reference}`, 200, client.token);
    await check("GET", "/v1/payment/status/tq-none", 404, client.token);
    await check("GET", `/v1/payment/receipt/${topUp.payment.reference}`, 409, client.token);
    await check("POST", `/v1/payment/refund/${topUp.payment.reference}`, 409, client.token, {}, "c-r1");
    // The tester approves on the sandbox's checkout page; the status poll books it.
    const approved = await t.app.request(`/sandbox/checkout/${topUp.payment.reference}`, {
      method: "POST",
      body: new URLSearchParams({ decision: "approve" }),
    });
    expect(approved.status).toBe(303);
    await check("GET", `/v1/payment/status/${topUp.payment.reference}`, 200, client.token);
    const ref = topUp.payment.reference;
    await check("POST", `/v1/payment/refund/${ref}`, 200, client.token, { amount: 1_000 }, "c-r2");
    await check("POST", `/v1/payment/refund/${ref}`, 422, client.token, { amount: 90_000 }, "c-r3");
    await check("POST", `/v1/payment/refund/${ref}`, 400, client.token, { amount: "all" }, "c-r4");
    await check("POST", "/v1/payment/refund/tq-none", 404, client.token, {}, "c-r5");

    const pid = provider.user.identifier;
    const form = await check<{
      therapies: { identifier: string; allowInvite: boolean }[];
      modalities: { identifier: string }[];
      concerns: { identifier: string }[];
    }>("GET", `/v1/booking/form?with=${pid}`, 200, client.token);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const open = await check<{ data: { identifier: string }[] }>(
      "GET",
      `/v1/providers/${pid}/timeslots?from=${day(0)}&to=${day(20)}`,
      200,
      client.token,
    );
    const book = (slot: string | undefined) =>
      check<{ identifier: string; seriesIdentifier: string }>("POST", "/v1/booking", 201, client.token, {
        therapyIdentifier: form.therapies.find((x) => !x.allowInvite)?.identifier,
        modalityIdentifier: form.modalities[0]?.identifier,
        concerns: [form.concerns[0]?.identifier],
        providerIdentifier: pid,
        participants: [],
        timeslotIdentifier: slot,
      });
    const byCard = await book(open.data.at(-5)?.identifier);
    await check(
      "POST",
      `/v1/payment/booking/${byCard.identifier}`,
      201,
      client.token,
      { useWalletBalance: false },
      "c-3",
    );
    const byWallet = await book(open.data.at(-6)?.identifier);
    const paid = await check<Started>(
      "POST",
      `/v1/payment/booking/${byWallet.seriesIdentifier}`,
      200,
      client.token,
      { useWalletBalance: true, isSeries: true },
      "c-4",
    );
    await check(
      "POST",
      `/v1/payment/booking/${byWallet.identifier}`,
      409,
      client.token,
      { useWalletBalance: true },
      "c-5",
    );
    await check("POST", `/v1/payment/booking/${"0".repeat(26)}`, 404, client.token, {}, "c-6");
    await check("GET", `/v1/payment/receipt/${paid.payment.reference}`, 200, client.token);
    await check("GET", "/v1/payment/receipt/tq-none", 404, client.token);
    await check("GET", "/v1/wallet/transactions?page=1", 200, client.token);
    await check("GET", "/v1/wallet/transactions?page=0", 400, client.token);

    await check("GET", "/v1/payment/wallet/earnings", 200, provider.token);
    await check("GET", "/v1/payment/earnings", 200, provider.token);
    const entries = await check<{ data: { identifier: string }[] }>(
      "GET",
      "/v1/transactions",
      200,
      provider.token,
    );
    await check("GET", "/v1/transactions?startDate=2026-01-02&endDate=2026-01-01", 400, provider.token);
    await check("GET", `/v1/transactions/${entries.data[0]?.identifier}`, 200, provider.token);
    await check("GET", `/v1/transactions/${"0".repeat(26)}`, 404, provider.token);
    // The sandbox sends no webhooks: an event to it is received and ignored.
    await check("POST", "/v1/payment/webhook/sandbox", 200, client.token, {});
    expect(failures).toEqual([]);
  });

  it("validates the review routes: writing, replying, status and rating", async () => {
    const failures: string[] = [];
    const client = await login("client@demo.tranquil.example");
    const provider = await login("provider@demo.tranquil.example");
    const check = async <T = Record<string, unknown>>(
      method: string,
      path: string,
      status: number,
      token: string,
      body?: unknown,
    ): Promise<T> => {
      const res = await t.json<T>(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
      return res.body;
    };
    const booked = await insertBooking(t, {
      clientId: client.user.identifier,
      providerId: provider.user.identifier,
      daysAhead: 14,
      paid: true,
    });
    const session = booked.bookingIds[0] ?? "";
    await check("POST", `/v1/review/${session}`, 409, client.token, { rating: 4 });
    await t.database.db.update(bookings).set({ status: "completed" }).where(eq(bookings.id, session));
    await check("GET", `/v1/review/participant/${session}`, 200, client.token);
    await check("POST", `/v1/review/${session}`, 400, client.token, { rating: 7 });
    const created = await check<{ data: { identifier: string } }>(
      "POST",
      `/v1/review/${session}`,
      201,
      client.token,
      { rating: 4.5, comment: "Thoughtful and warm.", anonymous: false },
    );
    await check("POST", `/v1/review/${session}`, 409, client.token, { rating: 4 });
    const review = created.data.identifier;
    await check("POST", `/v1/review/${review}/reply`, 400, provider.token, { reply: "" });
    await check("POST", `/v1/review/${review}/reply`, 201, provider.token, { reply: "Thank you." });
    await check("POST", `/v1/review/${review}/reply`, 409, provider.token, { reply: "Again." });
    await check("GET", `/v1/review/booking/${session}`, 200, provider.token);
    await check("GET", `/v1/review/booking/${"0".repeat(26)}`, 404, provider.token);
    expect(failures).toEqual([]);
  });

  it("validates conversations, send, edit, delete, read and their failures", async () => {
    const failures: string[] = [];
    const client = await login("client@demo.tranquil.example");
    const provider = await login("provider@demo.tranquil.example");
    const as = (token: string) => ({ Authorization: `Bearer ${token}` });
    const check = async (method: string, path: string, status: number, init: RequestInit = {}) => {
      const res = await t.json<{ data: { identifier: string } }>(path, { method, ...init });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
      return res.body;
    };
    const form = (fields: Record<string, string>, file?: Uint8Array) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      if (file) body.append("files", new File([Buffer.from(file)], "intake.pdf"));
      return body;
    };
    const providerId = provider.user.identifier;
    const sent = await check("POST", "/v1/messages", 201, {
      headers: as(client.token),
      body: form({ receiver: providerId, message: "Hello" }, pdfDocument()),
    });
    await check("POST", "/v1/messages", 400, {
      headers: as(client.token),
      body: form({ receiver: providerId, message: " " }),
    });
    await check("POST", "/v1/messages", 415, {
      headers: as(client.token),
      body: form({ receiver: providerId, option: "document" }, htmlDocument()),
    });
    await check("GET", "/v1/messages/conversations", 200, { headers: as(provider.token) });
    await check("GET", `/v1/messages/conversations/${clientId}?search=hel`, 200, {
      headers: as(provider.token),
    });
    await check("GET", `/v1/messages/conversations/${clientId}`, 403, { headers: as(tokens.client ?? "") });
    await check("PUT", `/v1/messages/conversations/${clientId}/read`, 200, { headers: as(provider.token) });
    const id = sent.data.identifier;
    const json = { "Content-Type": "application/json" };
    await check("PATCH", `/v1/messages/${id}`, 200, {
      headers: { ...as(client.token), ...json },
      body: JSON.stringify({ message: "Hello again" }),
    });
    await check("PATCH", `/v1/messages/${id}`, 403, {
      headers: { ...as(provider.token), ...json },
      body: JSON.stringify({ message: "Not mine" }),
    });
    await check("DELETE", `/v1/messages/${id}`, 200, { headers: as(client.token) });
    await check("DELETE", `/v1/messages/${id}`, 409, { headers: as(client.token) });
    // The attachment (binary) and the stream (never ends) by their headers.
    const withFile = await check("POST", "/v1/messages", 201, {
      headers: as(client.token),
      body: form({ receiver: providerId }, pdfDocument()),
    });
    const link =
      (withFile as unknown as { data: { attachments: { url: string }[] } }).data.attachments[0]?.url ?? "";
    const file = await t.app.request(link.replace(/^https?:\/\/[^/]+/, ""));
    if (file.status !== 200 || file.headers.get("X-Content-Type-Options") !== "nosniff") {
      failures.push(`GET attachment: ${file.status}`);
    } else contract.exercised.add("GET /v1/messages/attachments/{id}");
    const controller = new AbortController();
    const stream = await t.app.request("/v1/stream", {
      headers: as(client.token),
      signal: controller.signal,
    });
    if (stream.status !== 200 || !stream.headers.get("Content-Type")?.startsWith("text/event-stream")) {
      failures.push(`GET /v1/stream: ${stream.status}`);
    } else contract.exercised.add("GET /v1/stream");
    await stream.body?.cancel();
    expect(failures).toEqual([]);
  });

  it("marks one notification read with 204 and no body", async () => {
    const id = "01JD0000000000000000000001";
    await t.database.db.insert(notifications).values({
      id,
      userId: clientId,
      type: "in-app-booking-confirmed",
      title: "Confirmed",
      linkUrl: `/booking/${bookingId}/summary`,
    });
    const res = await t.app.request(`/v1/notification/${id}/read`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${tokens.client}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(contract.operations()).toContain("PUT /v1/notification/{id}/read");
    contract.exercised.add("PUT /v1/notification/{id}/read");
  });

  it("validates the session room: its state and a signal, and the outsider's 404", async () => {
    const failures: string[] = [];
    const client = await login("client@demo.tranquil.example");
    const provider = await login("provider@demo.tranquil.example");
    const outsider = await login("client.uk@demo.tranquil.example");
    const check = async (method: string, path: string, status: number, token: string, body?: unknown) => {
      const res = await t.json(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
    };
    // A confirmed video session (the fixture's modality is 'Online - Video').
    const booked = await insertBooking(t, { clientId, providerId: provider.user.identifier, daysAhead: 21 });
    const id = booked.bookingIds[0] ?? "";
    const [row] = await t.database.db
      .select({ start: bookings.appointmentTime })
      .from(bookings)
      .where(eq(bookings.id, id));
    const start = row?.start?.getTime() ?? 0;
    try {
      const room = `/v1/session-rooms/${id}`;
      const join = { from: "peer-contract-client", kind: "join" };
      clock.now = new Date(start - 11 * 60_000);
      await check("GET", room, 200, client.token);
      await check("POST", `${room}/signal`, 409, client.token, join);
      clock.now = new Date(start);
      await check("GET", room, 200, provider.token);
      await check("POST", `${room}/signal`, 202, client.token, join);
      await check("POST", `${room}/signal`, 400, client.token, { from: "x", kind: "join" });
      await check("GET", room, 404, outsider.token);
      await check("POST", `${room}/signal`, 404, outsider.token, join);
      await check("GET", `/v1/session-rooms/${"0".repeat(26)}`, 404, client.token);
      // The provider came and the client never did: the provider marks it (issue 30).
      const missed = await insertBooking(t, {
        clientId,
        providerId: provider.user.identifier,
        daysAhead: 22,
      });
      const missedId = missed.bookingIds[0] ?? "";
      const [missedRow] = await t.database.db
        .select({ start: bookings.appointmentTime })
        .from(bookings)
        .where(eq(bookings.id, missedId));
      const missedStart = missedRow?.start?.getTime() ?? 0;
      clock.now = new Date(missedStart);
      await check("POST", `/v1/session-rooms/${missedId}/signal`, 202, provider.token, {
        from: "peer-contract-provider",
        kind: "join",
      });
      const mark = `/v1/booking/${missedId}/client-no-show`;
      await check("POST", mark, 409, provider.token);
      clock.now = new Date(missedStart + 15 * 60_000);
      await check("POST", mark, 200, provider.token);
      await check("POST", mark, 409, provider.token);
    } finally {
      clock.now = new Date();
    }
    expect(failures).toEqual([]);
  });

  it("validates the payout routes: banks, the account, the schedule and a withdrawal (sandbox, NGN)", async () => {
    const failures: string[] = [];
    const provider = await login("provider@demo.tranquil.example");
    const check = async (method: string, path: string, status: number, body?: unknown, key?: string) => {
      const res = await t.json(path, {
        method,
        headers: {
          Authorization: `Bearer ${provider.token}`,
          "Content-Type": "application/json",
          ...(key ? { "Idempotency-Key": key } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
    };
    const account = { bankCode: "058", accountNumber: "0123456789" };
    await check("GET", "/v1/payouts/banks", 200);
    await check("POST", "/v1/payouts/bank-account/resolve", 200, account);
    await check("POST", "/v1/payouts/bank-account/resolve", 422, { ...account, accountNumber: "0000000001" });
    await check("POST", "/v1/payouts/withdraw", 409, { currency: "NGN", amount: 100_000 }, ulid());
    await check("PUT", "/v1/payouts/bank-account", 400, { ...account, password: "not-the-password" });
    await check("PUT", "/v1/payouts/bank-account", 200, { ...account, password: DEMO_PASSWORD });
    await check("PUT", "/v1/payouts/schedule", 200, { currency: "NGN", schedule: "manual" });
    await check("PUT", "/v1/payouts/schedule", 409, { currency: "GBP", schedule: "weekly" });
    // Stripe Connect (decision 062): the onboarding link, and a currency Stripe does not pay out.
    await check("POST", "/v1/payouts/stripe/account-link", 200, { currency: "GBP" });
    await check("POST", "/v1/payouts/stripe/account-link", 400, { currency: "NGN" });
    // Earned now; available once cleared, so the API's clock moves four days on.
    await postNow(t.database.db, {
      kind: "earning",
      description: "Session held",
      currency: "NGN",
      dedupeKey: `contract-earning:${ulid()}`,
      lines: [
        { account: { kind: "gateway_clearing", currency: "NGN", label: "sandbox" }, amount: -200_000 },
        {
          account: { kind: "provider_earnings", userId: provider.user.identifier, currency: "NGN" },
          amount: 200_000,
        },
      ],
    });
    clock.now = new Date(Date.now() + 4 * 86_400_000);
    try {
      await check("GET", "/v1/payouts", 200);
      await check("POST", "/v1/payouts/withdraw", 201, { currency: "NGN", amount: 100_000 }, ulid());
      await check("POST", "/v1/payouts/withdraw", 422, { currency: "NGN", amount: 999_999_999 }, ulid());
    } finally {
      clock.now = new Date();
    }
    expect(failures).toEqual([]);
  });

  it("validates the provider's monthly statements, and the CSV and PDF downloads' headers", async () => {
    const failures: string[] = [];
    const provider = await login("provider@demo.tranquil.example");
    const client = await login("client@demo.tranquil.example");
    const check = async <T = Record<string, unknown>>(
      path: string,
      status: number,
      token = provider.token,
    ) => {
      const res = await t.json<T>(path, { headers: { Authorization: `Bearer ${token}` } });
      if (res.status !== status) failures.push(`GET ${path}: expected ${status}, got ${res.status}`);
      failures.push(...contract.validate("GET", path, res.status, res.body).map((p) => `GET ${path}: ${p}`));
      return res.body;
    };
    const listed = await check<{ months: string[] }>("/v1/payment/statements", 200);
    await check("/v1/payment/statements", 403, client.token);
    const month = listed.months[0] ?? new Date().toISOString().slice(0, 7);
    await check(`/v1/payment/statements/${month}`, 200);
    await check("/v1/payment/statements/2026-13", 400);
    await check("/v1/payment/statements/2999-01", 404);
    for (const [kind, type] of [
      ["csv", "text/csv; charset=utf-8"],
      ["pdf", "application/pdf"],
    ] as const) {
      const path = `/v1/payment/statements/${month}/statement.${kind}`;
      const res = await t.app.request(path, { headers: { Authorization: `Bearer ${provider.token}` } });
      const disposition = `attachment; filename="statement-${month}.${kind}"`;
      if (
        res.status !== 200 ||
        res.headers.get("content-type") !== type ||
        res.headers.get("content-disposition") !== disposition
      ) {
        failures.push(`GET ${path}: expected a 200 ${type} attachment, got ${res.status}`);
      } else {
        // Not JSON: the body is the file; the contract's part is the status and the headers above.
        contract.exercised.add(`GET ${contract.template(path)}`);
      }
      await res.arrayBuffer();
      await check(`/v1/payment/statements/2026-13/statement.${kind}`, 400);
    }
    expect(failures).toEqual([]);
  });

  it("validates the staff console's verification and moderation routes, and reporting a review (issue 32)", async () => {
    const failures: string[] = [];
    const { createStaffAccount, currentTotp } = await import("../src/staff/index.ts");
    const staff = await createStaffAccount(t.database.db, {
      email: "contract-queues@staff.test",
      firstName: "Con",
      lastName: "Tract",
      password: "contract-staff-2",
    });
    const send = async <T = Record<string, unknown>>(
      method: string,
      path: string,
      status: number,
      token: string,
      body?: unknown,
    ): Promise<T> => {
      const res = await t.json<T>(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
      return res.body;
    };
    const session = await t.json<{ token: string }>("/v1/auth/staff/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: staff.email,
        password: "contract-staff-2",
        code: currentTotp(staff.totpSecret),
      }),
    });
    const token = session.body.token;
    const reason = "Contract test's reason";
    // The demo provider uploads a licence: it queues for staff, who open it and approve it.
    const form = new FormData();
    form.append("file", new File([pdfDocument()], "licence.pdf", { type: "application/pdf" }));
    const provider = await login("provider@demo.tranquil.example");
    const uploaded = await t.app.request("/v1/provider/credentials/license/files", {
      method: "POST",
      headers: { Authorization: `Bearer ${provider.token}` },
      body: form,
    });
    if (uploaded.status !== 201) failures.push(`uploading a licence answered ${uploaded.status}`);
    const queue = await send<{ data: { kind: string; identifier: string; providerEmail: string }[] }>(
      "GET",
      "/v1/staff/verifications",
      200,
      token,
    );
    const pending = queue.data.find(
      (i) => i.kind === "license" && i.providerEmail === "provider@demo.tranquil.example",
    );
    const filePath = `/v1/staff/verifications/license/${pending?.identifier ?? "none"}/file`;
    const file = await t.app.request(filePath, { headers: { Authorization: `Bearer ${token}` } });
    if (file.status !== 200 || file.headers.get("content-disposition")?.startsWith("attachment") !== true) {
      failures.push(`GET ${filePath}: expected a 200 attachment, got ${file.status}`);
    } else {
      // Not JSON: the body is the file; the contract's part is the status and the headers above.
      contract.exercised.add("GET /v1/staff/verifications/{kind}/{id}/file");
    }
    const decision = {
      decision: "approve",
      reason,
      licenceNumber: "LC-1",
      issuer: "NCB",
      expiresOn: day(365),
    };
    await send("POST", `/v1/staff/verifications/license/${pending?.identifier}`, 200, token, decision);
    await send("POST", `/v1/staff/verifications/license/${pending?.identifier}`, 409, token, decision);
    // The demo client reports a review someone else wrote; staff keep it.
    const [other] = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(isNotNull(reviews.clientId), ne(reviews.clientId, clientId)))
      .limit(1);
    const review = other?.id ?? "none";
    await send("POST", `/v1/reviews/${review}/report`, 201, tokens.client ?? "", { reason });
    await send("POST", `/v1/reviews/${review}/report`, 409, tokens.client ?? "", { reason });
    await send("GET", "/v1/staff/review-reports", 200, token);
    await send("POST", `/v1/staff/review-reports/${review}`, 200, token, { decision: "keep", reason });
    await send("POST", `/v1/staff/review-reports/${review}`, 409, token, { decision: "keep", reason });
    expect(failures).toEqual([]);
  });

  it("validates the staff console's routes (issue 32)", async () => {
    const failures: string[] = [];
    const { createStaffAccount, currentTotp } = await import("../src/staff/index.ts");
    const staff = await createStaffAccount(t.database.db, {
      email: "contract@staff.test",
      firstName: "Con",
      lastName: "Tract",
      password: "contract-staff-1",
    });
    const send = async (method: string, path: string, status: number, body?: unknown, token?: string) => {
      const res = await t.json<{ token?: string }>(path, {
        method,
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== status) failures.push(`${method} ${path}: expected ${status}, got ${res.status}`);
      failures.push(
        ...contract.validate(method, path, res.status, res.body).map((p) => `${method} ${path}: ${p}`),
      );
      return res.body;
    };
    const session = await send("POST", "/v1/auth/staff/login", 200, {
      email: staff.email,
      password: "contract-staff-1",
      code: currentTotp(staff.totpSecret),
    });
    const token = session.token ?? "";
    const reason = { reason: "Contract test's reason" };
    await send("GET", "/v1/staff/overview", 200, undefined, token);
    await send("GET", "/v1/staff/users?q=demo.tranquil", 200, undefined, token);
    await send("GET", `/v1/staff/users/${clientId}`, 200, undefined, token);
    await send("POST", `/v1/staff/users/${clientId}/suspend`, 200, reason, token);
    await send("POST", `/v1/staff/users/${clientId}/restore`, 200, reason, token);
    await send("POST", "/v1/staff/payments/tq-none/refund", 404, reason, token);
    // A gateway payment of the client's (the payment routes' test paid some): a small part back to the card.
    const [paid] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, clientId), eq(payments.status, "success"), gt(payments.amount, 0)))
      .orderBy(desc(payments.createdAt));
    await send(
      "POST",
      `/v1/staff/payments/${paid?.reference}/refund`,
      200,
      { amount: 100, ...reason },
      token,
    );
    // The last test before the coverage check: cancelling the shared booking leaves no later test without it.
    await send(
      "POST",
      `/v1/staff/bookings/${bookingId}/cancel`,
      200,
      { onBehalfOf: "provider", ...reason },
      token,
    );
    await send("GET", "/v1/staff/audit?page=1", 200, undefined, token);
    expect(failures).toEqual([]);
  });

  it("exercises every documented operation with a successful call", () => {
    const missing = contract.operations().filter((op) => !contract.exercised.has(op));
    expect(missing).toEqual([]);
  });
});
