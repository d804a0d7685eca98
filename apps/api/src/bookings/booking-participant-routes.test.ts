import { FOLLOW_UP_MESSAGES } from "@marketplace/domain/booking";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, signUpClient } from "../../test/booking-fixtures.ts";
import { createTestApp, TEST_SITES, type TestApp } from "../../test/test-app.ts";
import { listOutbox } from "../mail/outbox.ts";
import { emailInvitations } from "../notifications/index.ts";

let t: TestApp;
const tokens = { client: "", provider: "", stranger: "", invitee: "" };
const ids = { client: "", provider: "" };
const INVITEE = "invitee.participant@example.com";
let invitation = "";
let closedInvitation = "";
let openSeries = "";

const call = <T>(path: string, token: string, body?: unknown) =>
  t.json<T>(path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  t = await createTestApp({ providers: 4, clients: 3 });
  const client = await t.login("client@demo.tranquil.example");
  const provider = await t.login("provider@demo.tranquil.example");
  tokens.client = client.token;
  tokens.provider = provider.token;
  ids.client = client.user.identifier;
  ids.provider = provider.user.identifier;
  tokens.stranger = (await t.login("client.uk@demo.tranquil.example")).token;
  // The invitee signs up with the address in another case than the client typed it.
  tokens.invitee = (await signUpClient(t, INVITEE.toUpperCase())).token;
  const open = await insertBooking(t, {
    clientId: ids.client,
    providerId: ids.provider,
    sessions: 2,
    participants: [INVITEE, "someone.else@example.com"],
  });
  invitation = open.participantIds[0] ?? "";
  openSeries = open.seriesId;
  const closed = await insertBooking(t, {
    clientId: ids.client,
    providerId: ids.provider,
    status: "cancelled",
    participants: [INVITEE],
    daysAhead: 20,
  });
  closedInvitation = closed.participantIds[0] ?? "";
});
afterAll(() => t.close());

type View = {
  status: string;
  viewerRole: string;
  canAnswer: boolean;
  booking: {
    provider: { firstName: string };
    therapyCategory: { name: string };
    modality: { name: string };
    sessions: { appointmentTime: string }[];
  };
};

describe("GET /v1/booking/participant/{id}", () => {
  it("shows the invitee the booking they were invited to", async () => {
    const res = await call<View>(`/v1/booking/participant/${invitation}`, tokens.invitee);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "invited", viewerRole: "invitee", canAnswer: true });
    expect(res.body.booking.provider.firstName).toBe("Tolu");
    expect(res.body.booking.modality.name).toBe("Online - Video");
    expect(res.body.booking.sessions).toHaveLength(2);
    const times = res.body.booking.sessions.map((s) => Date.parse(s.appointmentTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("shows it to the booking's client and provider, who cannot answer", async () => {
    const client = await call<View>(`/v1/booking/participant/${invitation}`, tokens.client);
    expect(client.body).toMatchObject({ viewerRole: "client", canAnswer: false });
    const provider = await call<View>(`/v1/booking/participant/${invitation}`, tokens.provider);
    expect(provider.body).toMatchObject({ viewerRole: "provider", canAnswer: false });
  });

  it("refuses anyone else, and answers 404 and 400 for unknown and malformed ids", async () => {
    const res = await call<{ message: string }>(`/v1/booking/participant/${invitation}`, tokens.stranger);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(FOLLOW_UP_MESSAGES.notTheInvitee);
    const missing = await call<{ message: string }>(
      `/v1/booking/participant/${"0".repeat(26)}`,
      tokens.invitee,
    );
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(FOLLOW_UP_MESSAGES.invitationNotFound);
    expect((await call("/v1/booking/participant/undefined", tokens.invitee)).status).toBe(400);
    expect((await call(`/v1/booking/participant/${invitation}`, "")).status).toBe(401);
  });
});

describe("POST /v1/booking/participant/{id}/status", () => {
  it("lets the invitee accept, then decline", async () => {
    const path = `/v1/booking/participant/${invitation}/status`;
    const accepted = await call<View>(path, tokens.invitee, { status: "accepted" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe("accepted");
    const declined = await call<View>(path, tokens.invitee, { status: "declined" });
    expect(declined.body.status).toBe("declined");
    const read = await call<View>(`/v1/booking/participant/${invitation}`, tokens.client);
    expect(read.body.status).toBe("declined");
  });

  it("refuses the client and provider, and any other answer", async () => {
    const path = `/v1/booking/participant/${invitation}/status`;
    for (const token of [tokens.client, tokens.provider, tokens.stranger]) {
      const res = await call<{ message: string }>(path, token, { status: "accepted" });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FOLLOW_UP_MESSAGES.notTheInvitee);
    }
    const bad = await call<{ message: string }>(path, tokens.invitee, { status: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(FOLLOW_UP_MESSAGES.participantAnswer);
  });

  it("does not take an answer once the booking is cancelled", async () => {
    const view = await call<View>(`/v1/booking/participant/${closedInvitation}`, tokens.invitee);
    expect(view.body.canAnswer).toBe(false);
    const res = await call<{ message: string }>(
      `/v1/booking/participant/${closedInvitation}/status`,
      tokens.invitee,
      { status: "accepted" },
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(FOLLOW_UP_MESSAGES.invitationClosed);
  });
});

describe("emailInvitations", () => {
  it("emails each invitee a link to their invitation on the provider's region's site", async () => {
    expect(await emailInvitations(t.database.db, openSeries, { siteOrigins: TEST_SITES })).toBe(2);
    const [mail] = await listOutbox(t.database.db, { to: INVITEE });
    expect(mail?.kind).toBe("booking-invitation");
    expect(mail?.subject).toBe("You are invited to a therapy session on Tranquil");
    // The demo provider practises in Nigeria: the link is on the Nigerian site.
    expect(mail?.text).toContain(`${TEST_SITES[1]}/booking/participant/${invitation}`);
    expect(mail?.html).toContain("Tolu");
  });
});
