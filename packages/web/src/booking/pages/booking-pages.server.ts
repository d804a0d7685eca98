import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isUlid } from "@marketplace/domain/ids";
import { redirect } from "@remix-run/node";
import { loaded } from "../../api/index.server.ts";
import { requireAccount } from "../../dashboard/index.server.ts";
import { assertSameOrigin } from "../../session/index.server.ts";
import type { BookingIntent, BookingView } from "./booking-view.ts";

type Session = Awaited<ReturnType<typeof requireAccount>>;
type Api = Session["api"];

/** Which booking a page is about: one session (and its series) or a whole series. */
export type BookingRef = { session: string } | { series: string };

/** The view of a booking for one of its parties; anything else is this site's 404. */
async function fetchView(api: Api, ref: BookingRef): Promise<BookingView> {
  const id = "session" in ref ? ref.session : ref.series;
  // A malformed id is no booking: no call for it.
  if (!isUlid(id)) throw new Response(null, { status: 404 });
  const { data, error, response } =
    "session" in ref
      ? await api.GET("/v1/booking/{id}", { params: { path: { id } } })
      : await api.GET("/v1/booking/series/{seriesId}", { params: { path: { seriesId: id } } });
  // Someone else's booking reads as no booking at all: its existence is not theirs to learn.
  if (!data && [400, 403, 404].includes(response.status)) throw new Response(null, { status: 404 });
  return loaded({ data, error });
}

/**
 * The timezone the viewer reads times in: a client's saved preference (the browser's otherwise, on
 * the page); a provider's own working timezone.
 */
async function viewerZone(api: Api, view: BookingView): Promise<string | null> {
  if (view.viewerRole === "provider") return view.provider.timezone;
  const preference = await api.GET("/v1/client/preference").catch(() => ({ data: undefined }));
  return preference.data?.data?.timezone ?? null;
}

/** A signed-in page about a booking: the account for the layout, the view, the timezone and the time. */
export async function loadBooking(request: Request, context: object, ref: BookingRef) {
  const { first, ...loaded } = await loadBookingAfter(request, context, ref, async () => null);
  return loaded;
}

/**
 * The same, with a call made before the booking is read (how a payment stands: asking settles it, so
 * the view read after it is the settled one); its answer comes back as `first`.
 */
export async function loadBookingAfter<T>(
  request: Request,
  context: object,
  ref: BookingRef,
  before: (api: Api) => Promise<T>,
) {
  const { api, account } = await requireAccount(request, context);
  const first = await before(api);
  const view = await fetchView(api, ref);
  return { api, account, view, timezone: await viewerZone(api, view), now: Date.now(), first };
}

/** The provider's open times for the next 8 weeks (the API's widest window is 62 days). */
export async function openSlots(api: Api, providerId: string, now: number) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const answer = await api.GET("/v1/providers/{id}/timeslots", {
    params: { path: { id: providerId }, query: { from: day(now), to: day(now + 56 * 86_400_000) } },
  });
  return loaded(answer).data;
}

export interface BookingActionResult {
  intent: BookingIntent;
  session: string;
  ok: boolean;
  /** The API's message on failure (spec 8: the server's message, else the generic one). */
  message: string | null;
}

const INTENTS: readonly BookingIntent[] = [
  "cancel",
  "accept",
  "decline",
  "schedule",
  "no-show",
  "contest-no-show",
  "client-no-show",
];
const isIntent = (v: unknown): v is BookingIntent => INTENTS.includes(v as BookingIntent);

/**
 * The forms of the pages after booking, posted without JavaScript too: each intent calls its API
 * route for the session named in the form. The API decides who may do what (decision 021); a refusal
 * comes back as its message.
 */
export async function bookingAction(request: Request, context: object): Promise<BookingActionResult> {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const session = String(form.get("session") ?? "");
  if (!isIntent(intent) || !isUlid(session)) throw new Response(null, { status: 400 });
  const path = { params: { path: { id: session } } };
  const answer =
    intent === "cancel"
      ? await api.POST("/v1/booking/{id}/cancel", path)
      : intent === "accept" || intent === "decline"
        ? await api.POST("/v1/booking/{id}/approval", { ...path, body: { decision: intent } })
        : intent === "schedule"
          ? await api.POST("/v1/booking/{id}/schedule", {
              ...path,
              body: { timeslotIdentifier: String(form.get("timeslotIdentifier") ?? "") },
            })
          : intent === "contest-no-show"
            ? await api.POST("/v1/booking/{id}/provider-no-show/contest", {
                ...path,
                body: { statement: String(form.get("statement") ?? "") },
              })
            : intent === "client-no-show"
              ? await api.POST("/v1/booking/{id}/client-no-show", path)
              : await api.POST("/v1/booking/{id}/provider-no-show", path);
  return {
    intent,
    session,
    ok: Boolean(answer.data),
    message: answer.data ? null : apiErrorMessage(answer.error, GENERIC_MESSAGES.generic),
  };
}

/** What a list says after a request was answered from it (?answered=). */
export const ANSWERED = ["accept", "decline"] as const;
export type Answered = (typeof ANSWERED)[number];
export const readAnswered = (url: URL): Answered | null => {
  const value = url.searchParams.get("answered");
  return value === "accept" || value === "decline" ? value : null;
};

/**
 * A request answered from a list (the overview, the appointments page): Accept or Decline only,
 * through the same API route as the summary's form. A success comes back to the same page saying
 * so (Post/Redirect/Get, so reloading does not post again); a refusal comes back as its message.
 */
export async function answerFromList(request: Request, context: object): Promise<BookingActionResult> {
  const intent = (await request.clone().formData()).get("intent");
  if (intent !== "accept" && intent !== "decline") throw new Response(null, { status: 400 });
  const result = await bookingAction(request, context);
  if (!result.ok) return result;
  const url = new URL(request.url);
  url.searchParams.set("answered", result.intent);
  throw redirect(`${url.pathname}${url.search}`);
}
