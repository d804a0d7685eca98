import type { SeriesBookingRequest, SingleBookingRequest } from "@marketplace/domain/booking";
import { apiFor, sendRetrySafe } from "../api/index.server.ts";
import type { BookingCreated, BookingForm, CadenceSlot, Timeslot } from "./booking-contract.ts";
import type { Every } from "./cadence.ts";

/** One answer of the API: the body on success, the error body otherwise (4xx are answers, not throws). */
export interface Answer<T> {
  status: number;
  data?: T;
  error?: unknown;
}

type Create = { kind: "single"; body: SingleBookingRequest } | { kind: "series"; body: SeriesBookingRequest };

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
  create(request: Create): Promise<Answer<BookingCreated>>;
}

const answer = <T>(result: { data?: T; error?: unknown; response: Response }): Answer<T> => ({
  status: result.response.status,
  data: result.data,
  error: result.error,
});

export async function bookingApiFor(request: Request): Promise<BookingApi> {
  const api = await apiFor(request);
  return {
    form: async (counterpart) =>
      answer(await api.GET("/v1/booking/form", { params: { query: { with: counterpart } } })),
    timeslots: async (provider, from, to) =>
      answer(
        await api.GET("/v1/providers/{id}/timeslots", {
          params: { path: { id: provider }, query: { from, to } },
        }),
      ),
    cadence: async (provider, start, every, count) =>
      answer(
        await api.GET("/v1/providers/{id}/cadence", {
          params: { path: { id: provider }, query: { start, every: every === 2 ? "2" : "1", count } },
        }),
      ),
    // Retried once with the same Idempotency-Key if the connection drops: never booked twice.
    create: async (create) =>
      sendRetrySafe(async (key) => {
        const header = { "idempotency-key": key };
        return create.kind === "series"
          ? answer(await api.POST("/v1/booking/series", { params: { header }, body: create.body }))
          : answer(await api.POST("/v1/booking", { params: { header }, body: create.body }));
      }),
  };
}
