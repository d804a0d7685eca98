import { STAFF_ACTIONS, STAFF_NOTHING_TO_REFUND, STAFF_REASON_REQUIRED } from "@marketplace/domain/staff";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentKit, paymentKit, type Started } from "../../test/payment-kit.ts";
import { newStaffSession, type StaffSession } from "../../test/staff.ts";

// Stated here, not imported (see staff-auth.test.ts).
const ACCOUNT_SUSPENDED =
  "This account has been suspended. Please contact support@tranquil.example if you think this is a mistake.";

let p: PaymentKit;
let staff: StaffSession;
beforeAll(async () => {
  p = await paymentKit();
  staff = await newStaffSession(p.k.t, "support");
});
afterAll(() => p.k.t.close());

const asStaff = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  p.send<T>(method, path, staff.token, body);
type AuditPage = {
  data: Array<{
    action: string;
    subjectId: string | null;
    reason: string | null;
    actorId: string;
    resource: string | null;
  }>;
  meta: { page: number; pageSize: number; total: number; totalPages: number };
};

/** A session the client booked and paid through the (fake) gateway: confirmed, its fee in escrow. */
async function paidSession() {
  const [slot] = p.takeSlots(1);
  if (!slot) throw new Error("no slot");
  const booked = await p.book([slot]);
  const started = await p.money<Started>(`/v1/payment/booking/${booked.identifier}`, p.client.token, {
    useWalletBalance: false,
  });
  expect(started.status).toBe(201);
  const { reference } = started.body.payment;
  p.gateway.approve(reference);
  expect((await p.status(p.client.token, reference)).body.status).toBe("success");
  return { bookingId: booked.identifier, reference };
}

describe("staff support", () => {
  it("finds an account by email or identifier, and reading its record is audited", async () => {
    const found = await asStaff<{ data: Array<{ identifier: string; email: string }> }>(
      "GET",
      "/v1/staff/users?q=client@demo.tranquil",
    );
    expect(found.status).toBe(200);
    expect(found.body.data.map((u) => u.identifier)).toContain(p.client.id);
    const byId = await asStaff<{ data: Array<{ identifier: string }> }>(
      "GET",
      `/v1/staff/users?q=${p.client.id}`,
    );
    expect(byId.body.data.map((u) => u.identifier)).toEqual([p.client.id]);

    const record = await asStaff<{
      account: { email: string };
      bookings: unknown[];
      payments: unknown[];
      ledger: unknown[];
    }>("GET", `/v1/staff/users/${p.client.id}`);
    expect(record.status).toBe(200);
    expect(record.body.account.email).toBe("client@demo.tranquil.example");
    const audit = await asStaff<AuditPage>(
      "GET",
      `/v1/staff/audit?subject=${p.client.id}&action=${STAFF_ACTIONS.userView}`,
    );
    expect(audit.body.data[0]).toMatchObject({ actorId: staff.user.identifier, subjectId: p.client.id });
  });

  it("cancels a paid session on the provider's behalf through the lifecycle (the fee back on the wallet), then refunds part of the payment to the card", async () => {
    const { bookingId, reference } = await paidSession();
    const before = await p.walletOf(p.client.id);

    const noReason = await asStaff("POST", `/v1/staff/bookings/${bookingId}/cancel`, {
      onBehalfOf: "provider",
    });
    expect(noReason.status).toBe(400);
    const short = await asStaff<{ errors: string[] }>("POST", `/v1/staff/bookings/${bookingId}/cancel`, {
      onBehalfOf: "provider",
      reason: "no",
    });
    expect(short.body.errors).toEqual([`reason: ${STAFF_REASON_REQUIRED}`]);

    const cancelled = await asStaff<{ status: string }>("POST", `/v1/staff/bookings/${bookingId}/cancel`, {
      onBehalfOf: "provider",
      reason: "The provider is ill and asked support to cancel",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect(await p.walletOf(p.client.id)).toBe(before + p.choice.fee);
    // Twice is refused by the lifecycle's table, as for the parties themselves.
    expect(
      (
        await asStaff("POST", `/v1/staff/bookings/${bookingId}/cancel`, {
          onBehalfOf: "client",
          reason: "Again, by mistake",
        })
      ).status,
    ).toBe(409);

    const half = Math.floor(p.choice.fee / 2);
    const refunded = await asStaff<{ amount: number; refundedAmount: number }>(
      "POST",
      `/v1/staff/payments/${reference}/refund`,
      { amount: half, reason: "Goodwill refund after the cancelled session" },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ amount: half, refundedAmount: half });
    expect(p.gateway.refunds.map((r) => r.amount)).toContain(half);
    expect(await p.walletOf(p.client.id)).toBe(before + p.choice.fee - half);
    await p.expectBooksBalanced();

    // What is left on the client's wallet goes back too; then nothing is left, said to staff about the client.
    const rest = await asStaff("POST", `/v1/staff/payments/${reference}/refund`, {
      reason: "The rest, as agreed",
    });
    expect(rest.status).toBe(200);
    const none = await asStaff<{ message: string }>("POST", `/v1/staff/payments/${reference}/refund`, {
      reason: "Once more, by mistake",
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(STAFF_NOTHING_TO_REFUND);

    const audit = await asStaff<AuditPage>(
      "GET",
      `/v1/staff/audit?subject=${p.client.id}&actor=${staff.user.identifier}`,
    );
    expect(audit.body.data.map((e) => [e.action, e.reason])).toEqual(
      expect.arrayContaining([[STAFF_ACTIONS.refund, "Goodwill refund after the cancelled session"]]),
    );
    const onProvider = await asStaff<AuditPage>(
      "GET",
      `/v1/staff/audit?action=${STAFF_ACTIONS.cancelBooking}`,
    );
    expect(onProvider.body.data[0]).toMatchObject({
      subjectId: p.provider.id,
      reason: "The provider is ill and asked support to cancel",
      resource: `booking:${bookingId}:on-behalf-of:provider`,
    });
  });

  it("suspends an account: signed out everywhere, sign-in refused with the catalogue's words, a provider's profile hidden; restore undoes it", async () => {
    const providerLogin = await p.k.t.login("provider@demo.tranquil.example");
    expect((await p.k.t.json(`/v1/providers/${p.provider.id}`)).status).toBe(200);

    const suspended = await asStaff<{ suspendedAt: string | null }>(
      "POST",
      `/v1/staff/users/${p.provider.id}/suspend`,
      {
        reason: "Licence under investigation",
      },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body.suspendedAt).not.toBeNull();
    const me = await p.k.t.json("/v1/me", { headers: { Authorization: `Bearer ${providerLogin.token}` } });
    expect(me.status).toBe(401);
    const login = await p.k.t.json<{ message: string }>("/v1/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "provider@demo.tranquil.example", password: "Tranquil-demo-2026" }),
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(ACCOUNT_SUSPENDED);
    expect((await p.k.t.json(`/v1/providers/${p.provider.id}`)).status).toBe(404);
    const directory = await p.k.t.json<{ data: Array<{ objectID: string }> }>("/v1/providers?pageSize=50");
    expect(directory.body.data.map((c) => c.objectID)).not.toContain(p.provider.id);

    const restored = await asStaff<{ suspendedAt: string | null }>(
      "POST",
      `/v1/staff/users/${p.provider.id}/restore`,
      {
        reason: "Licence confirmed valid",
      },
    );
    expect(restored.body.suspendedAt).toBeNull();
    expect((await p.k.t.login("provider@demo.tranquil.example")).token).toBeTruthy();
    expect((await p.k.t.json(`/v1/providers/${p.provider.id}`)).status).toBe(200);
    const back = await p.k.t.json<{ data: Array<{ objectID: string }> }>("/v1/providers?pageSize=50");
    expect(back.body.data.map((c) => c.objectID)).toContain(p.provider.id);
  });

  it("filters the audit log by who, whose, what and when, a page at a time", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = await asStaff<AuditPage>(
      "GET",
      `/v1/staff/audit?actor=${staff.user.identifier}&from=${today}&to=${today}`,
    );
    expect(all.body.meta.total).toBeGreaterThanOrEqual(6);
    const suspends = await asStaff<AuditPage>(
      "GET",
      `/v1/staff/audit?subject=${p.provider.id}&action=${STAFF_ACTIONS.suspend}`,
    );
    expect(suspends.body.data.map((e) => e.reason)).toEqual(["Licence under investigation"]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await asStaff<AuditPage>(
      "GET",
      `/v1/staff/audit?actor=${staff.user.identifier}&to=${yesterday}`,
    );
    expect(before.body.meta.total).toBe(0);
    const page2 = await asStaff<AuditPage>("GET", "/v1/staff/audit?page=2");
    expect(page2.body.meta.page).toBe(2);
    expect(page2.body.meta.pageSize).toBe(25);
  });
});
