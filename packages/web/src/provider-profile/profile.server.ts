import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { json, redirect } from "@remix-run/node";
import { apiFor } from "../api/api.server.ts";
import { tProfile as t } from "../i18n/profile.ts";
import { wordsFor } from "../i18n/words.server.ts";
import { tWorkspace } from "../i18n/workspace.ts";
import { currentUser } from "../session/current-user.server.ts";
import { getToken } from "../session/session.server.ts";
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
): Promise<{ signedIn: boolean; timezone: string | null }> {
  if (!(await getToken(request))) return { signedIn: false, timezone: null };
  try {
    const { api, me } = await currentUser(request, context);
    if (me?.role !== "client") return { signedIn: me !== null, timezone: null };
    const { data } = await api.GET("/v1/client/preference");
    return { signedIn: true, timezone: data?.data?.timezone ?? null };
  } catch {
    return { signedIn: false, timezone: null };
  }
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
  const [profile, reviews, { signedIn, timezone }] = await Promise.all([
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
