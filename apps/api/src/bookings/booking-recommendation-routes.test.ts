import { FOLLOW_UP_MESSAGES } from "@marketplace/domain/booking";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../test/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notifications, providerProfiles } from "../db/schema/index.ts";
import { listOutbox } from "../mail/outbox.ts";

let t: TestApp;
const tokens = { client: "", provider: "", stranger: "" };
const ids = { client: "", provider: "" };
let booking = "";
let others: string[] = [];

const call = <T>(path: string, token: string, body?: unknown) =>
  t.json<T>(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

type Page = {
  data: { objectID: string; firstName: string }[];
  meta: { page: number; total: number; totalPages: number };
  recommendedBy: { firstName: string };
};

beforeAll(async () => {
  t = await createTestApp({ providers: 16, clients: 3 });
  const client = await t.login("client@demo.tranquil.example");
  const provider = await t.login("provider@demo.tranquil.example");
  tokens.client = client.token;
  tokens.provider = provider.token;
  ids.client = client.user.identifier;
  ids.provider = provider.user.identifier;
  tokens.stranger = (await t.login("client.uk@demo.tranquil.example")).token;
  booking = (await insertBooking(t, { clientId: ids.client, providerId: ids.provider })).bookingIds[0] ?? "";
  const listed = await t.json<{ data: { objectID: string }[] }>("/v1/providers?pageSize=20");
  others = listed.body.data.map((p) => p.objectID).filter((id) => id !== ids.provider);
});
afterAll(() => t.close());

describe("POST /v1/booking/{id}/recommendation", () => {
  it("records the providers, notifies the client and answers the first page", async () => {
    const chosen = others.slice(0, 3);
    const res = await call<Page>(`/v1/booking/${booking}/recommendation`, tokens.provider, {
      providerIdentifiers: chosen,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.map((p) => p.objectID)).toEqual(chosen);
    expect(res.body.meta).toMatchObject({ page: 1, total: 3, totalPages: 1 });
    expect(res.body.recommendedBy.firstName).toBe("Tolu");
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.client),
          eq(notifications.type, "in-app-booking-provider-recommendation"),
          eq(notifications.linkUrl, `/recommended-provider/${booking}`),
        ),
      );
    expect(note?.title).toContain("recommended providers for you");
    const [mail] = await listOutbox(t.database.db, { to: "client@demo.tranquil.example" });
    expect(mail?.kind).toBe("in-app-booking-provider-recommendation");
    expect(mail?.text).toContain(`/recommended-provider/${booking}`);
  });

  it("puts a later recommendation first, and a provider recommended again only once", async () => {
    const res = await call<Page>(`/v1/booking/${booking}/recommendation`, tokens.provider, {
      providerIdentifiers: [others[5], others[0]],
    });
    expect(res.body.data.map((p) => p.objectID)).toEqual([others[5], others[0], others[1], others[2]]);
    expect(res.body.meta.total).toBe(4);
  });

  it("refuses the provider themself, hidden providers, bad lists, other providers and clients", async () => {
    const path = `/v1/booking/${booking}/recommendation`;
    const self = await call<{ message: string }>(path, tokens.provider, {
      providerIdentifiers: [ids.provider],
    });
    expect([self.status, self.body.message]).toEqual([422, FOLLOW_UP_MESSAGES.recommendSelf]);
    const hiddenId = others[7] ?? "";
    await t.database.db
      .update(providerProfiles)
      .set({ visibility: "hidden" })
      .where(eq(providerProfiles.userId, hiddenId));
    const hidden = await call<{ message: string }>(path, tokens.provider, {
      providerIdentifiers: [hiddenId],
    });
    expect([hidden.status, hidden.body.message]).toEqual([422, FOLLOW_UP_MESSAGES.recommendHidden]);
    const unknown = await call<{ message: string }>(path, tokens.provider, {
      providerIdentifiers: ["0".repeat(26)],
    });
    expect(unknown.status).toBe(422);
    for (const providerIdentifiers of [[], others.slice(0, 6)]) {
      const res = await call<{ message: string }>(path, tokens.provider, { providerIdentifiers });
      expect([res.status, res.body.message]).toEqual([400, FOLLOW_UP_MESSAGES.recommendCount]);
    }
    const twice = await call<{ message: string }>(path, tokens.provider, {
      providerIdentifiers: [others[0], others[0]],
    });
    expect([twice.status, twice.body.message]).toEqual([400, FOLLOW_UP_MESSAGES.recommendTwice]);
    expect((await call(path, tokens.client, { providerIdentifiers: [others[0]] })).status).toBe(403);
    const notFound = await call(`/v1/booking/${"0".repeat(26)}/recommendation`, tokens.provider, {
      providerIdentifiers: [others[0]],
    });
    expect(notFound.status).toBe(404);
  });
});

describe("GET /v1/booking/{id}/recommendation", () => {
  it("pages the list for the client and the provider, and leaves out providers hidden since", async () => {
    const hiddenLater = others[1] ?? "";
    await t.database.db
      .update(providerProfiles)
      .set({ visibility: "hidden" })
      .where(eq(providerProfiles.userId, hiddenLater));
    const res = await call<Page>(`/v1/booking/${booking}/recommendation?page=1`, tokens.client);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.objectID)).not.toContain(hiddenLater);
    expect(res.body.meta.total).toBe(3);
    const provider = await call<Page>(`/v1/booking/${booking}/recommendation?page=2`, tokens.provider);
    expect(provider.body.data).toEqual([]);
    expect(provider.body.meta).toMatchObject({ page: 2, totalPages: 1 });
  });

  it("refuses people outside the booking and a bad page", async () => {
    expect((await call(`/v1/booking/${booking}/recommendation`, tokens.stranger)).status).toBe(403);
    expect((await call(`/v1/booking/${booking}/recommendation?page=0`, tokens.client)).status).toBe(400);
    expect((await call(`/v1/booking/${booking}/recommendation`, "")).status).toBe(401);
  });
});
