import { visitorAddress } from "../api/api.server.ts";
import { env } from "../env/env.server.ts";
import { getToken } from "../session/session.server.ts";
import type { BookingCreated, BookingForm, CadenceSlot, Timeslot } from "./booking-contract.ts";
import type { Every } from "./cadence.ts";

/** One answer of the API: the parsed body on success, the error body otherwise (never thrown for 4xx). */
export interface Answer<T> {
  status: number;
  data?: T;
  error?: unknown;
}

/** The booking calls this screen makes (docs/decisions/021-booking.md), for this request's session. */
export interface BookingApi {
  form(counterpart: string): Promise<Answer<BookingForm>>;
  timeslots(provider: string, from: string, to: string): Promise<Answer<{ data: Timeslot[] }>>;
  cadence(
    provider: string,
    start: string,
    every: Every,
    count: number,
  ): Promise<Answer<{ data: CadenceSlot[] }>>;
  create(kind: "single" | "series", body: object): Promise<Answer<BookingCreated>>;
}

export async function bookingApiFor(request: Request): Promise<BookingApi> {
  const token = await getToken(request);
  const address = visitorAddress(request);
  const call = async <T>(path: string, init: RequestInit = {}): Promise<Answer<T>> => {
    const headers = new Headers(init.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (address) headers.set("X-Forwarded-For", address);
    if (init.body) headers.set("Content-Type", "application/json");
    const response = await fetch(`${env.API_URL.replace(/\/$/, "")}${path}`, { ...init, headers });
    const body: unknown = await response.json().catch(() => undefined);
    return response.ok
      ? { status: response.status, data: body as T }
      : { status: response.status, error: body };
  };
  const id = encodeURIComponent;
  return {
    form: (counterpart) => call(`/v1/booking/form?with=${id(counterpart)}`),
    timeslots: (provider, from, to) => call(`/v1/providers/${id(provider)}/timeslots?from=${from}&to=${to}`),
    cadence: (provider, start, every, count) =>
      call(`/v1/providers/${id(provider)}/cadence?start=${id(start)}&every=${every}&count=${count}`),
    create: (kind, body) =>
      call(kind === "series" ? "/v1/booking/series" : "/v1/booking", {
        method: "POST",
        body: JSON.stringify(body),
      }),
  };
}
