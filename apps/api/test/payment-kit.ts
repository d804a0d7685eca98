import { and, eq, inArray, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../src/db/client.ts";
import { bookingSeries, bookings } from "../src/db/schema/index.ts";
import { balanceOf, checkBooks } from "../src/ledger/ledger.ts";
import { type BookingKit, bookingKit, type Choices, type Slot } from "./booking-kit.ts";
import { FakeGateway, gatewaysOf } from "./fake-gateway.ts";
import { queryRows } from "./test-app.ts";

export interface Party {
  token: string;
  id: string;
}
type Answer<T> = { status: number; body: T & { message?: string }; headers: Headers };
export type Started = {
  metadata: { authorizationUrl: string };
  payment: { reference: string; status: string };
};
export type Created = { identifier: string; seriesIdentifier: string; status: string };

/** What the payment tests share: a booking kit whose API pays through a fake gateway. */
export interface PaymentKit {
  k: BookingKit;
  db: Db;
  gateway: FakeGateway;
  client: Party;
  provider: Party;
  choice: Choices;
  /** A request with a JSON body and extra headers. */
  send: <T = Record<string, unknown>>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Answer<T>>;
  /** POST with an Idempotency-Key (a fresh one unless given). */
  money: <T = Record<string, unknown>>(
    path: string,
    token: string,
    body: unknown,
    key?: string,
  ) => Promise<Answer<T>>;
  status: (
    token: string,
    reference: string,
  ) => Promise<Answer<{ status: string; amount: number; seriesIdentifier: string | null }>>;
  /** The next unused open slots of the demo provider. */
  takeSlots: (n: number) => Slot[];
  /** The client books the demo provider: one session, or a series of the given slots. */
  book: (slots: Slot[]) => Promise<Created>;
  walletOf: (userId: string, currency?: string) => Promise<number>;
  earningsOf: (userId: string, currency?: string) => Promise<number>;
  expectBooksBalanced: () => Promise<void>;
  /**
   * The client withdraws every booking still waiting for payment or for the provider's answer, through
   * the API as a person would: tests that leave one behind would otherwise run into the client's
   * unpaid limit (decision 038) in the tests after them.
   */
  withdrawUnpaid: () => Promise<void>;
}

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

export async function paymentKit(): Promise<PaymentKit> {
  const gateway = new FakeGateway();
  const k = await bookingKit(6, { gateways: gatewaysOf(gateway) });
  const clientSession = await k.t.login("client@demo.tranquil.example");
  const providerSession = await k.t.login("provider@demo.tranquil.example");
  const client = { token: clientSession.token, id: clientSession.user.identifier };
  const provider = { token: providerSession.token, id: providerSession.user.identifier };
  const choice = await k.choices(client.token, provider.id);
  const slots = await k.slots(provider.id, 40);
  let next = 0;
  const db = k.t.database.db;
  const send: PaymentKit["send"] = (method, path, token, body, headers = {}) =>
    k.t.json(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const kit: PaymentKit = {
    k,
    db,
    gateway,
    client,
    provider,
    choice,
    send,
    money: (path, token, body, key = newKey()) => send("POST", path, token, body, { "Idempotency-Key": key }),
    status: (token, reference) => send("GET", `/v1/payment/status/${reference}`, token),
    takeSlots: (n) => {
      const taken = slots.slice(next, next + n);
      next += n;
      if (taken.length < n) throw new Error("out of slots");
      return taken;
    },
    book: async (chosen) => {
      const base = {
        therapyIdentifier: choice.therapyIdentifier,
        modalityIdentifier: choice.modalityIdentifier,
        concerns: choice.concerns,
        providerIdentifier: provider.id,
        participants: [],
      };
      const res =
        chosen.length === 1
          ? await send<Created>("POST", "/v1/booking", client.token, {
              ...base,
              timeslotIdentifier: chosen[0]?.identifier,
            })
          : await send<Created>("POST", "/v1/booking/series", client.token, {
              ...base,
              totalSessions: chosen.length,
              seriesTimeslots: chosen.map((s) => s.identifier),
            });
      if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${res.body.message}`);
      return res.body;
    },
    walletOf: (userId, currency = "NGN") => balanceOf(db, { kind: "client_wallet", userId, currency }),
    earningsOf: (userId, currency = "NGN") => balanceOf(db, { kind: "provider_earnings", userId, currency }),
    expectBooksBalanced: async () => {
      const books = await checkBooks(db);
      expect(books.unbalanced).toEqual([]);
      expect(books.drifted).toEqual([]);
      expect(books.negative).toEqual([]);
      for (const total of Object.values(books.totals)) expect(total).toBe(0);
    },
    withdrawUnpaid: async () => {
      const waiting = await db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(bookingSeries, eq(bookings.seriesId, bookingSeries.id))
        .where(
          and(
            eq(bookingSeries.clientId, client.id),
            inArray(bookingSeries.status, ["awaiting_payment", "pending_approval"]),
          ),
        );
      for (const { id } of waiting) {
        const res = await send("POST", `/v1/booking/${id}/cancel`, client.token);
        // A course's other sessions went with the first one withdrawn (409 once the series has ended).
        expect([200, 409]).toContain(res.status);
      }
    },
  };
  return kit;
}

/** How many ledger postings carry this dedupe key (0 or 1: the key makes a posting idempotent). */
export async function postingsWithKey(db: Db, dedupeKey: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transactions where dedupe_key = ${dedupeKey}`,
  );
  return rows[0]?.n ?? 0;
}

/** What the session's refund put on the client's wallet (the late fee kept is the rest). */
export async function refundedToWallet(db: Db, bookingId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(e.amount), 0)::int as n from ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id where t.dedupe_key = ${`refund:${bookingId}`} and a.kind = 'client_wallet'`,
  );
  return rows[0]?.n ?? 0;
}
