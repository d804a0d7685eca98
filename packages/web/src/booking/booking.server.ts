import {
  bookingOutcomePath,
  type Role,
  seriesBookingRequestSchema,
  singleBookingRequestSchema,
} from "@marketplace/domain/booking";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { isUlid } from "@marketplace/domain/ids";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { loaded } from "../api/index.server.ts";
import { requireAccount } from "../dashboard/index.server.ts";
import { region } from "../env/index.ts";
import { tBooking as t } from "../i18n/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { bookingApiFor } from "./booking-api.server.ts";
import { type SubmitFailure, submitFailure } from "./booking-checks.ts";
import { todayIn, windowFor } from "./slot-days.ts";

/** A lookup that failed as the page the route's ErrorBoundary shows: the API's words when it gave some. */
function refuse(status: 403 | 404, error: unknown) {
  const message =
    typeof error === "object" && error !== null && "message" in error && typeof error.message === "string"
      ? error.message
      : status === 404
        ? t("notFound")
        : t("forbidden");
  return json({ message }, { status });
}

/**
 * The page's data, all of it on the server: the form's lists and fees, the viewer's saved timezone
 * (a client's preference; a provider reads times in their own zone) and two months of open times.
 */
export async function loadBookingPage(request: Request, context: object, id: string | undefined) {
  const counterpart = id ?? "";
  // Signed out: the login page, which brings the person back here (requireAccount carries the redirect).
  const { api, account } = await requireAccount(request, context);
  if (!isUlid(counterpart)) throw refuse(404, null);
  const booking = await bookingApiFor(request);
  const [form, preference] = await Promise.all([
    booking.form(counterpart),
    account.role === "client" ? api.GET("/v1/client/preference") : Promise.resolve(null),
  ]);
  if (form.status === 404 || form.status === 400) {
    // `/booking/{id}` is also where the login page returns someone to a booking (the login rule's
    // form, which a booking summary's link becomes): the id of one of the viewer's bookings opens
    // that booking's summary.
    const own = await api
      .GET("/v1/booking/{id}", { params: { path: { id: counterpart } } })
      .catch(() => ({ data: undefined }));
    if (own.data) throw redirect(`/booking/${counterpart}/summary`);
    throw refuse(404, form.error);
  }
  if (form.status === 403) throw refuse(403, form.error);
  if (!form.data) throw new Response(null, { status: 502, statusText: "Bad Gateway" });
  const timezone =
    form.data.role === "provider" ? form.data.provider.timezone : (preference?.data?.data?.timezone ?? null);
  // The server cannot know the browser's zone: the window starts a day early so any viewer's today is in it.
  const window = windowFor(todayIn(timezone ?? region.defaultTimeZone));
  const slots = await booking.timeslots(form.data.provider.identifier, window.from, window.to);
  return {
    account,
    counterpart,
    form: form.data,
    timezone,
    slots: loaded(slots).data,
    window,
  };
}

/** What the screen posts: the domain's payload (spec section 3) and which of the two it is. */
const submission = z.object({
  kind: z.enum(["single", "series"]),
  payload: z.record(z.string(), z.unknown()),
});

/** The payload with its other party taken from the page's address, checked by the API's own schema. */
function bookingRequest(
  kind: "single" | "series",
  payload: Record<string, unknown>,
  role: Role,
  counterpart: string,
) {
  const { providerIdentifier: _p, clientIdentifier: _c, note, ...rest } = payload;
  const party =
    role === "provider" ? { clientIdentifier: counterpart } : { providerIdentifier: counterpart, note };
  const body = { ...rest, ...party };
  if (kind === "series") {
    const series = seriesBookingRequestSchema.safeParse(body);
    return series.success
      ? { ok: true as const, create: { kind, body: series.data } }
      : { ok: false as const, issues: series.error.issues };
  }
  const single = singleBookingRequestSchema.safeParse(body);
  return single.success
    ? { ok: true as const, create: { kind, body: single.data } }
    : { ok: false as const, issues: single.error.issues };
}

/**
 * Sends the booking the screen built (the domain's payload) and, on success, goes where the domain
 * says: a provider to the confirmation, a client to the request (approval) or to payment. The party
 * comes from the page's address and the session, never from the posted body.
 */
export async function submitBooking(
  request: Request,
  context: object,
  id: string | undefined,
): Promise<SubmitFailure> {
  assertSameOrigin(request);
  const counterpart = id ?? "";
  const { me } = await requireAccount(request, context);
  const posted = submission.safeParse(await request.json().catch(() => null));
  if (!posted.success || !isUlid(counterpart)) return { message: GENERIC_MESSAGES.booking, fields: {} };
  const { kind, payload } = posted.data;
  const role: Role = me.role === "provider" ? "provider" : "client";
  const checked = bookingRequest(kind, payload, role, counterpart);
  // The same messages the API would answer, as 'field: message' lines the screen puts beside fields.
  if (!checked.ok) {
    return submitFailure({ errors: checked.issues.map((i) => `${i.path.join(".")}: ${i.message}`) });
  }
  const booking = await bookingApiFor(request);
  const created = await booking
    .create(checked.create)
    .catch((error: unknown) => ({ status: 0, data: undefined, error }));
  if (!created.data) return submitFailure(created.error);
  throw redirect(
    bookingOutcomePath({
      role,
      requiresApproval: created.data.status === "pending_approval",
      mode: kind === "series" ? "multiple" : "single",
      result: created.data,
    }),
  );
}
