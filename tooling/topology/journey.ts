import { randomUUID } from "node:crypto";
import type pg from "pg";
import { pngImage } from "../../apps/api/test/images.ts";
import { sleep, urls } from "./stack.ts";

/**
 * The journey over HTTP, as the sites' servers call the API (docs/decisions/021-booking.md, the e2e
 * suite's booking-api.ts): sign up → confirm → sign in → search → book → pay in the sandbox → message.
 *
 * The client retries only what is safe to retry: a GET, a request carrying an Idempotency-Key (paying,
 * booking and sending a message, as the sites' servers send them), a request HAProxy answered 503 (no
 * server took it: it never reached an API process), and a write whose outcome the client can look up
 * first (`reconcile`: the sign-up's confirmation, as a person reloading the page would; absent, the
 * write never happened and is sent again). Anything
 * else that fails (a 5xx, a 502 or a dropped connection on a POST it cannot look up) is an error the
 * client could not retry safely, and is recorded in `unsafe`.
 */

export const PASSWORD = "Topology-journey-2026";

/**
 * What the journeys type that is health data or names a person: every process's output (stdout and
 * stderr of the APIs, the worker and both sites) is searched for each of them at the end, and none may
 * appear (logs never carry health data). Unusual words, so a hit is a leak, not a coincidence.
 */
export const TYPED = {
  firstName: "Ifeoluwaleak",
  lastName: "Topologyleak",
  note: "Sleepless since the flood, leakcheck note",
  fileName: "leakcheck-scan-of-prescription.png",
  emails: [] as string[],
  messages: [] as string[],
};

export interface Record_ {
  requests: number;
  safeRetries: number;
  /** Ambiguous writes (the connection dropped) the client settled by looking them up. */
  reconciled: string[];
  unsafe: string[];
  latencies: number[];
}

export const newRecord = (): Record_ => ({
  requests: 0,
  safeRetries: 0,
  reconciled: [],
  unsafe: [],
  latencies: [],
});

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData | URLSearchParams;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  redirect?: "manual" | "follow";
  /**
   * After a failure that leaves the write's outcome unknown: answers the write's result when it did
   * happen, undefined when it did not (then the request is sent again).
   */
  reconcile?: () => Promise<Response | undefined>;
  /** Why sending this write twice does no harm (then it is retried like a GET). */
  repeatable?: string;
}

let addresses = 0;

/**
 * A visitor's address for X-Forwarded-For, as the sites' servers pass the visitor's on (the API trusts
 * loopback proxies): each journey is a different person, so the per-address sign-up limits apply per
 * journey, not to the whole test. Documentation ranges (RFC 5737): header values only, never dialled.
 */
export function visitorAddress() {
  const n = addresses++;
  const ranges = ["192.0.2", "198.51.100", "203.0.113"];
  return `${ranges[Math.floor(n / 254) % 3]}.${(n % 254) + 1}`;
}

export class Client {
  constructor(
    readonly base: string,
    readonly record: Record_,
    readonly address?: string,
  ) {}

  /** The same client as another visitor. */
  as(address: string) {
    return new Client(this.base, this.record, address);
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const url = path.startsWith("http") ? path : `${this.base}${path}`;
    const headers: Record<string, string> = { ...options.headers };
    if (this.address) headers["X-Forwarded-For"] = this.address;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
    let body: string | FormData | URLSearchParams | undefined;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const safeToRepeat =
      method === "GET" || options.idempotencyKey !== undefined || options.repeatable !== undefined;
    const path_ = new URL(url).pathname;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      let res: Response | undefined;
      let failure = "";
      try {
        this.record.requests++;
        res = await fetch(url, {
          method,
          headers,
          body,
          redirect: options.redirect ?? "follow",
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
        failure = `${(err as Error).message}${cause ? `: ${cause.code ?? ""} ${cause.message ?? ""}` : ""}`;
      }
      const ms = performance.now() - started;
      if (res && res.status < 500) {
        this.record.latencies.push(ms);
        return res;
      }
      const status = res ? String(res.status) : `network error (${failure})`;
      // 503 from HAProxy: no server was available, so the request reached no API process.
      let retryable = safeToRepeat || res?.status === 503;
      if (!retryable && options.reconcile && (!res || res.status === 502)) {
        const found = await options.reconcile();
        this.record.reconciled.push(
          `${method} ${path_}: ${status}, ${found ? "found done" : "not done, sent again"}`,
        );
        if (found) return found;
        retryable = true;
      }
      if (!retryable || attempt >= 20) {
        this.record.unsafe.push(`${method} ${path_}: ${status}`);
        if (res) return res;
        throw new Error(`${method} ${url}: ${status}`);
      }
      await res?.arrayBuffer().catch(() => undefined);
      this.record.safeRetries++;
      await sleep(Math.min(2_000, 100 * attempt));
    }
  }

  async json<T>(method: string, path: string, expected: number, options: CallOptions = {}): Promise<T> {
    const res = await this.call(method, path, options);
    const text = await res.text();
    if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}

export interface Acknowledged {
  users: string[];
  bookings: string[];
  payments: string[];
  messages: string[];
}

export const newAcknowledged = (): Acknowledged => ({ users: [], bookings: [], payments: [], messages: [] });

export interface Signed {
  token: string;
  id: string;
  email: string;
}

/** Signs up a client, confirms the address with the link from the outbox (read on the primary), signs in. */
export async function signUp(
  client: Client,
  primary: pg.Pool,
  label: string,
  ack: Acknowledged,
): Promise<Signed> {
  const email = `topology-${label}-${randomUUID().slice(0, 8)}@example.com`;
  TYPED.emails.push(email);
  const res = await client.call("POST", "/v1/auth/signup", {
    json: {
      firstName: TYPED.firstName,
      lastName: TYPED.lastName,
      email,
      password: PASSWORD,
      role: "client",
      countryCode: "NG",
      site: urls.lbNigeria,
      acceptTerms: true,
      healthDataConsent: true,
    },
    repeatable: "every address gets the same answer; a pending account is replaced, never doubled",
  });
  if (res.status >= 300) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  const mail = await primary.query<{ text: string }>(
    "select text from outbox_messages where to_address = $1 and kind = 'confirm-email' order by id desc limit 1",
    [email],
  );
  const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.rows[0]?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation email for ${email}`);
  await client.json("POST", "/v1/auth/confirm-email", 200, {
    json: { token },
    // Signing in works only once the address is confirmed.
    reconcile: async () => {
      const res = await client.call("POST", "/v1/auth/login", {
        json: { email, password: PASSWORD },
        repeatable: "a second sign-in only opens a second session",
      });
      await res.arrayBuffer();
      return res.status === 200 ? Response.json({}, { status: 200 }) : undefined;
    },
  });
  const signed = await login(client, email);
  ack.users.push(signed.id);
  return signed;
}

export async function login(client: Client, email: string, password = PASSWORD): Promise<Signed> {
  const body = await client.json<{ token: string; user: { identifier: string } }>(
    "POST",
    "/v1/auth/login",
    200,
    {
      json: { email, password },
      repeatable: "a second sign-in only opens a second session",
    },
  );
  return { token: body.token, id: body.user.identifier, email };
}

interface BookingForm {
  provider: { identifier: string; acknowledgeBooking: boolean };
  therapies: { identifier: string; allowInvite: boolean }[];
  modalities: { identifier: string }[];
  concerns: { identifier: string }[];
}

export interface Slot {
  identifier: string;
  startTime: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function bookingForm(client: Client, who: Signed, providerId: string) {
  return client.json<BookingForm>("GET", `/v1/booking/form?with=${providerId}`, 200, { token: who.token });
}

export async function slots(client: Client, providerId: string, fromDays: number, days: number) {
  const body = await client.json<{ data: Slot[] }>(
    "GET",
    `/v1/providers/${providerId}/timeslots?from=${day(fromDays)}&to=${day(fromDays + days)}`,
    200,
  );
  return body.data;
}

/** Books one of `choices` (in a random order; 409 means another client took it), pays it in the sandbox. */
export async function bookAndPay(
  client: Client,
  who: Signed,
  form: BookingForm,
  choices: Slot[],
  ack: Acknowledged,
): Promise<string | undefined> {
  const therapy = form.therapies.find((t) => !t.allowInvite) ?? form.therapies[0];
  const pool = [...choices].sort(() => Math.random() - 0.5).slice(0, 6);
  for (const slot of pool) {
    const res = await client.call("POST", "/v1/booking", {
      token: who.token,
      json: {
        providerIdentifier: form.provider.identifier,
        therapyIdentifier: therapy?.identifier ?? "",
        modalityIdentifier: form.modalities[0]?.identifier ?? "",
        concerns: form.concerns.slice(0, 1).map((c) => c.identifier),
        participants: [],
        timeslotIdentifier: slot.identifier,
        note: TYPED.note,
      },
      // A fresh key per booking attempt, the same on its retries: the API books it once (http/idempotency.ts).
      idempotencyKey: randomUUID(),
    });
    if (res.status === 409) {
      await res.arrayBuffer();
      continue;
    }
    const text = await res.text();
    if (res.status !== 201) throw new Error(`book: ${res.status} ${text.slice(0, 300)}`);
    const booking = (JSON.parse(text) as { identifier: string }).identifier;
    ack.bookings.push(booking);
    const res2 = await client.call("POST", `/v1/payment/booking/${booking}`, {
      token: who.token,
      idempotencyKey: `pay-${booking}`,
      json: { useWalletBalance: false, isSeries: false },
    });
    const body = await res2.text();
    const started = JSON.parse(body) as {
      status?: string;
      metadata?: { authorizationUrl: string };
      payment: { reference: string };
    };
    if (res2.status === 200 && started.status === "success") {
      // Paid at once without the checkout (the wallet covers the total: a free session here).
      ack.payments.push(started.payment.reference);
      return booking;
    }
    if (res2.status !== 201 || !started.metadata)
      throw new Error(`pay: ${res2.status} ${body.slice(0, 300)}`);
    // The sandbox checkout's form post, as a browser submits it.
    const decided = await client.call("POST", started.metadata.authorizationUrl, {
      form: new URLSearchParams({ decision: "approve" }),
      redirect: "manual",
      // decideSandboxCheckout moves a checkout only from pending, so a second post redirects the same
      // way (a real gateway's page, resubmitted after a dropped connection, does the same).
      repeatable: "a decided checkout is not decided again",
    });
    await decided.arrayBuffer();
    if (decided.status !== 303) throw new Error(`sandbox approval: ${decided.status}`);
    const status = await client.json<{ status: string }>(
      "GET",
      `/v1/payment/status/${started.payment.reference}`,
      200,
      { token: who.token },
    );
    if (status.status !== "success")
      throw new Error(`payment ${started.payment.reference}: ${status.status}`);
    ack.payments.push(started.payment.reference);
    return booking;
  }
  return undefined;
}

export async function sendMessage(
  client: Client,
  from: Signed,
  to: string,
  text: string,
  ack: Acknowledged,
  upload = false,
) {
  TYPED.messages.push(text);
  const form = new FormData();
  form.set("receiver", to);
  form.set("message", text);
  // An upload: a photo whose file name is as private as the text.
  if (upload) form.append("files", new File([Buffer.from(pngImage(16, 16))], TYPED.fileName));
  const sent = await client.json<{ data: { identifier: string } }>("POST", "/v1/messages", 201, {
    token: from.token,
    form,
    // A fresh key per message, the same on its retries: the API sends it once (http/idempotency.ts).
    idempotencyKey: randomUUID(),
  });
  ack.messages.push(sent.data.identifier);
  return sent.data.identifier;
}

/** One whole journey for a new client; answers false when no provider had a free slot to book. */
export async function journey(anyone: Client, primary: pg.Pool, label: string, ack: Acknowledged) {
  const client = anyone.as(visitorAddress());
  const who = await signUp(client, primary, label, ack);
  const page = 1 + Math.floor(Math.random() * 3);
  const cards = await client.json<{ data: { objectID: string }[] }>(
    "GET",
    `/v1/providers?country=NG&page=${page}`,
    200,
  );
  for (const card of [...cards.data].sort(() => Math.random() - 0.5).slice(0, 5)) {
    const form = await bookingForm(client, who, card.objectID);
    if (form.provider.acknowledgeBooking) continue;
    const open = await slots(client, card.objectID, 3 + Math.floor(Math.random() * 20), 7);
    if (open.length === 0) continue;
    const booking = await bookAndPay(client, who, form, open, ack);
    if (!booking) continue;
    await sendMessage(
      client,
      who,
      card.objectID,
      `Looking forward to our session (${randomUUID().slice(0, 8)}).`,
      ack,
      true,
    );
    return true;
  }
  return false;
}

export function percentile(values: number[], p: number) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
