import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { reviewReplySchema } from "@marketplace/domain/reviews";
import { json, redirect } from "@remix-run/node";
import { apiFor, currentUser } from "../api/index.server.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { tProfile as t, tWorkspace } from "../i18n/index.ts";
import { assertSameOrigin, getToken } from "../session/index.server.ts";
import { bookingHref } from "./booking-link.ts";
import { reviewPage, reviewsHref } from "./review-pages.ts";

/**
 * A failed lookup as the page the shell shows: 400 'Invalid ID' or 404 'Provider not found', with its
 * words (the profile's words come with a loaded profile only: served-words.ts).
 */
const fail = (status: 400 | 404) => {
  const message = status === 400 ? GENERIC_MESSAGES.invalidId : GENERIC_MESSAGES.providerNotFound;
  const text = status === 400 ? t("invalidText") : t("notFoundText");
  return json({ message, text, title: t("meta.errorTitle", { message }) }, { status });
};

/**
 * Who is looking: signed in or not (the Book button's target) and, for a client, the saved timezone
 * the open times read in. Visitors and providers have no saved zone.
 */
async function viewer(
  request: Request,
  context: object,
): Promise<{ signedIn: boolean; timezone: string | null; userId: string | null; canReport: boolean }> {
  const nobody = { signedIn: false, timezone: null, userId: null, canReport: false };
  if (!(await getToken(request))) return nobody;
  try {
    const { api, me } = await currentUser(request, context);
    const userId = me?.role === "provider" ? me.identifier : null;
    // Issue 32: clients and providers may report a review (staff decide about them instead).
    const canReport = me?.role === "client" || me?.role === "provider";
    if (me?.role !== "client") return { signedIn: me !== null, timezone: null, userId, canReport };
    const { data } = await api.GET("/v1/client/preference");
    return { signedIn: true, timezone: data?.data?.timezone ?? null, userId: null, canReport };
  } catch {
    return nobody;
  }
}

/** The answer to a report (issue 32): sent, or the API's refusal, shown in that review's report form. */
export interface ReportAnswer {
  report: true;
  review: string;
  reason: string;
  message: string;
  sent: boolean;
}

/** A client or provider reports a review to staff, with a reason (once each: the API says so after). */
export async function reportReview(request: Request, context: object): Promise<ReportAnswer> {
  assertSameOrigin(request);
  const form = await request.formData();
  const review = String(form.get("review") ?? "");
  const reason = String(form.get("reason") ?? "").trim();
  const { api, me } = await currentUser(request, context);
  if (!me) throw redirect("/login");
  const { data, error } = await api.POST("/v1/reviews/{id}/report", {
    params: { path: { id: review } },
    body: { reason },
  });
  if (!data) {
    return {
      report: true,
      review,
      reason,
      message: apiErrorMessage(error, GENERIC_MESSAGES.generic),
      sent: false,
    };
  }
  return { report: true, review, reason: "", message: data.message, sent: true };
}

/**
 * The reviewed provider replies to a review from their profile (docs/decisions/027-reviews.md): the
 * form posts here, and a reply goes back to the same page of reviews (Post/Redirect/Get).
 */
export async function replyToReview(request: Request, context: object, objectID: string | undefined) {
  assertSameOrigin(request);
  const form = await request.formData();
  const review = String(form.get("review") ?? "");
  const fields = { review, reply: String(form.get("reply") ?? "") };
  const parsed = reviewReplySchema.safeParse({ reply: fields.reply });
  if (!parsed.success) return { ...fields, message: parsed.error.issues[0]?.message ?? "" };
  const { api, me } = await currentUser(request, context);
  if (!me) throw redirect("/login");
  const { data, error } = await api.POST("/v1/review/{id}/reply", {
    params: { path: { id: review } },
    body: parsed.data,
  });
  if (!data) return { ...fields, message: apiErrorMessage(error, GENERIC_MESSAGES.generic) };
  throw redirect(`${reviewsHref(objectID ?? "", reviewPage(new URL(request.url)))}#review-${review}`);
}

/**
 * The profile, one page of its reviews and the viewer's saved timezone, fetched together. The
 * profile call carries X-Tracked-For with the provider's id (spec section 7); the API counts views.
 * An unknown provider is a 404 and never retried; a missing id or 'undefined' is 'Invalid ID'.
 */
export async function loadProviderProfilePage(
  request: Request,
  context: object,
  objectID: string | undefined,
) {
  if (!objectID || objectID === "undefined") throw fail(400);
  const url = new URL(request.url);
  const page = reviewPage(url);
  const api = await apiFor(request, { trackedFor: objectID });
  const [profile, reviews, { signedIn, timezone, userId, canReport }] = await Promise.all([
    api.GET("/v1/providers/{id}", { params: { path: { id: objectID } } }),
    api
      .GET("/v1/review/provider/{id}", { params: { path: { id: objectID }, query: { page } } })
      .catch((error: unknown) => ({ data: undefined, error, response: undefined })),
    viewer(request, context),
  ]);
  const status = profile.response.status;
  if (status === 400 || status === 404) throw fail(status);
  if (!profile.data) throw new Response(null, { status: 502, statusText: "Bad Gateway" });
  // A hidden profile's reviews answer 404 (the reviews stay as private as the profile): not a failure.
  if (!reviews.data && profile.data.visibility !== "hidden") {
    // The profile is still worth showing; the reviews list hides and the summary uses the profile's figures.
    console.error("provider reviews failed", objectID, reviews.error);
  }
  const totalPages = reviews.data?.meta.totalPages ?? 0;
  if (totalPages > 0 && page > totalPages) throw redirect(reviewsHref(objectID, totalPages));
  return {
    words: wordsFor("profile"),
    profile: profile.data,
    reviews: reviews.data ?? null,
    page,
    timezone,
    /** The provider looking at their own profile: they may reply to its reviews. */
    ownProfile: userId === objectID,
    canReport,
    // Decided here so the route table stays out of the page's JavaScript; null hides the button.
    bookHref: bookingHref(objectID, signedIn),
    // The API shows a hidden profile to its provider alone; the words come from here so the page does
    // not ship the workspace's translations.
    hiddenNotice:
      profile.data.visibility === "hidden"
        ? { text: tWorkspace("visibility.notice"), action: tWorkspace("visibility.noticeAction") }
        : null,
    cancellationPolicy: tWorkspace("cancellation.link"),
  };
}
