import { FOLLOW_UP_MESSAGES } from "@marketplace/domain/booking";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit, type Choices, type Slot } from "../../test/booking-kit.ts";
import { notifications, timeslots } from "../db/schema/index.ts";
import { listOutbox } from "../mail/outbox.ts";

let kit: BookingKit;
const tokens = { client: "", provider: "", stranger: "" };
const ids = { client: "", provider: "" };
let choices: Choices;
let slots: Slot[] = [];

type Status = { allowReschedule: string; canReschedule: boolean; reason: string | null; viewerRole: string };
type View = {
  identifier: string;
  bookings: { identifier: string; appointmentTime: string | null; allowReschedule: string }[];
};

/** A session the provider initiates for the demo client (confirmed), on the n-th open slot. */
async function initiate(n: number, extra: Record<string, unknown> = {}) {
  const slot = slots[n];
  if (!slot) throw new Error(`no slot ${n}`);
  const res = await kit.call<{ identifier: string; seriesIdentifier: string }>(
    "POST",
    "/v1/booking",
    tokens.provider,
    {
      ...choices,
      fee: undefined,
      clientIdentifier: ids.client,
      participants: [],
      timeslotIdentifier: slot.identifier,
      ...extra,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const slotStatus = async (id: string) =>
  (await kit.t.database.db.select().from(timeslots).where(eq(timeslots.id, id)))[0]?.status;

beforeAll(async () => {
  kit = await bookingKit(4);
  const client = await kit.t.login("client@demo.tranquil.example");
  const provider = await kit.t.login("provider@demo.tranquil.example");
  tokens.client = client.token;
  tokens.provider = provider.token;
  ids.client = client.user.identifier;
  ids.provider = provider.user.identifier;
  tokens.stranger = (await kit.t.login("client.uk@demo.tranquil.example")).token;
  choices = await kit.choices(tokens.provider, ids.client);
  slots = (await kit.slots(ids.provider, 30)).filter(
    (s) => Date.parse(s.startTime) > Date.now() + 7 * 86_400_000,
  );
});
afterAll(() => kit.t.close());

describe("allowing the client to reschedule", () => {
  it("is off by default: the client may not move the session, the provider may", async () => {
    const { identifier } = await initiate(0);
    const client = await kit.call<Status>("GET", `/v1/booking/${identifier}/reschedule`, tokens.client);
    expect(client.body).toMatchObject({
      viewerRole: "client",
      allowReschedule: "not_allowed",
      canReschedule: false,
      reason: FOLLOW_UP_MESSAGES.rescheduleNotAllowed,
    });
    const provider = await kit.call<Status>("GET", `/v1/booking/${identifier}/reschedule`, tokens.provider);
    expect(provider.body).toMatchObject({ viewerRole: "provider", canReschedule: true, reason: null });
    const allow = await kit.call<Status>(
      "POST",
      `/v1/appointment/${identifier}/allow-reschedule`,
      tokens.provider,
      {
        status: "allowed",
      },
    );
    expect(allow.status).toBe(200);
    expect(allow.body.allowReschedule).toBe("allowed");
    const after = await kit.call<Status>("GET", `/v1/booking/${identifier}/reschedule`, tokens.client);
    expect(after.body).toMatchObject({ allowReschedule: "allowed", canReschedule: true });
  });

  it("refuses clients, other people, unknown and finished sessions, and bad values", async () => {
    const { identifier } = await initiate(1);
    const path = `/v1/appointment/${identifier}/allow-reschedule`;
    expect((await kit.call("POST", path, tokens.client, { status: "allowed" })).status).toBe(403);
    const bad = await kit.call<{ message: string }>("POST", path, tokens.provider, { status: "yes" });
    expect([bad.status, bad.body.message]).toEqual([400, FOLLOW_UP_MESSAGES.reschedulePermission]);
    expect((await kit.call("POST", `/v1/booking/${identifier}/cancel`, tokens.provider, {})).status).toBe(
      200,
    );
    const over = await kit.call<{ message: string }>("POST", path, tokens.provider, { status: "allowed" });
    expect([over.status, over.body.message]).toEqual([422, FOLLOW_UP_MESSAGES.rescheduleClosed]);
    const missing = `/v1/appointment/${"0".repeat(26)}/allow-reschedule`;
    expect((await kit.call("POST", missing, tokens.provider, { status: "allowed" })).status).toBe(404);
    expect((await kit.call("GET", `/v1/booking/${identifier}/reschedule`, tokens.stranger)).status).toBe(403);
  });
});

describe("POST /v1/booking/{id}/reschedule", () => {
  it("lets an allowed client move the session once: the old time reopens, the provider is told", async () => {
    const { identifier } = await initiate(2);
    const path = `/v1/booking/${identifier}/reschedule`;
    const target = slots[3]?.identifier ?? "";
    const refused = await kit.call<{ message: string }>("POST", path, tokens.client, {
      timeslotIdentifier: target,
    });
    expect([refused.status, refused.body.message]).toEqual([403, FOLLOW_UP_MESSAGES.rescheduleNotAllowed]);
    await kit.call("POST", `/v1/appointment/${identifier}/allow-reschedule`, tokens.provider, {
      status: "allowed",
    });

    const moved = await kit.call<View>("POST", path, tokens.client, { timeslotIdentifier: target });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.identifier).toBe(identifier);
    const session = moved.body.bookings.find((b) => b.identifier === identifier);
    expect(session?.appointmentTime).toBe(slots[3]?.startTime);
    expect(session?.allowReschedule).toBe("not_allowed");
    expect(await slotStatus(slots[2]?.identifier ?? "")).toBe("open");
    expect(await slotStatus(target)).toBe("booked");
    const told = await kit.t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, ids.provider), eq(notifications.type, "in-app-booking-reschedule")),
      );
    expect(told.map((n) => n.linkUrl)).toContain(`/booking/${identifier}/summary`);
    const [mail] = await listOutbox(kit.t.database.db, { to: "provider@demo.tranquil.example" });
    expect(mail?.kind).toBe("in-app-booking-reschedule");
    expect(mail?.text).toContain(`/booking/${identifier}/summary`);
    expect(mail?.text).toContain("/unsubscribe?token=");

    // The permission is spent.
    const again = await kit.call("POST", path, tokens.client, { timeslotIdentifier: slots[2]?.identifier });
    expect(again.status).toBe(403);
  });

  it("lets the provider move a session any time, and tells the client", async () => {
    const { identifier } = await initiate(4);
    const res = await kit.call<View>("POST", `/v1/booking/${identifier}/reschedule`, tokens.provider, {
      timeslotIdentifier: slots[5]?.identifier,
    });
    expect(res.status).toBe(200);
    const told = await kit.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.client), eq(notifications.type, "in-app-booking-reschedule")));
    expect(told.map((n) => n.linkUrl)).toContain(`/booking/${identifier}/summary`);
  });

  it("refuses the same time, a taken time, a finished session, other people and bad bodies", async () => {
    const { identifier } = await initiate(6);
    const other = await initiate(7);
    const path = `/v1/booking/${identifier}/reschedule`;
    const same = await kit.call<{ message: string }>("POST", path, tokens.provider, {
      timeslotIdentifier: slots[6]?.identifier,
    });
    expect([same.status, same.body.message]).toEqual([422, FOLLOW_UP_MESSAGES.sameTime]);
    const taken = await kit.call("POST", path, tokens.provider, { timeslotIdentifier: slots[7]?.identifier });
    expect(taken.status).toBe(409);
    const bad = await kit.call<{ message: string }>("POST", path, tokens.provider, {
      timeslotIdentifier: "x",
    });
    expect([bad.status, bad.body.message]).toEqual([400, FOLLOW_UP_MESSAGES.chooseNewTime]);
    expect(
      (await kit.call("POST", path, tokens.stranger, { timeslotIdentifier: slots[8]?.identifier })).status,
    ).toBe(403);
    const unknown = `/v1/booking/${"0".repeat(26)}/reschedule`;
    expect(
      (await kit.call("POST", unknown, tokens.provider, { timeslotIdentifier: slots[8]?.identifier })).status,
    ).toBe(404);
    await kit.call("POST", `/v1/booking/${other.identifier}/cancel`, tokens.provider, {});
    const closed = await kit.call<{ message: string }>(
      "POST",
      `/v1/booking/${other.identifier}/reschedule`,
      tokens.provider,
      {
        timeslotIdentifier: slots[8]?.identifier,
      },
    );
    expect([closed.status, closed.body.message]).toEqual([409, FOLLOW_UP_MESSAGES.rescheduleClosed]);
  });
});

describe("invitation emails", () => {
  it("go to each participant once a booking with invitees is created", async () => {
    const form = await kit.call<{ therapies: { identifier: string; allowInvite: boolean }[] }>(
      "GET",
      `/v1/booking/form?with=${ids.client}`,
      tokens.provider,
    );
    const inviting = form.body.therapies.find((x) => x.allowInvite);
    expect(inviting, "the demo provider offers a therapy that takes invitees").toBeDefined();
    const created = await initiate(9, {
      therapyIdentifier: inviting?.identifier,
      participants: ["partner.invited@example.com"],
    });
    const [mail] = await listOutbox(kit.t.database.db, { to: "partner.invited@example.com" });
    expect(mail?.kind).toBe("booking-invitation");
    const view = await kit.call<View & { bookings: { participants: { identifier: string }[] }[] }>(
      "GET",
      `/v1/booking/${created.identifier}`,
      tokens.provider,
    );
    const participant = view.body.bookings[0]?.participants[0]?.identifier ?? "";
    expect(mail?.text).toContain(`/booking/participant/${participant}`);
  });
});
