import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { parseRatingField, REVIEW_MESSAGES, reviewCreateSchema } from "@marketplace/domain/reviews";

export interface ReviewFormFields {
  rating: string;
  comment: string;
  anonymous: boolean;
}

export type ReviewFormResult =
  | { ok: true }
  | { ok: false; errors: { rating?: string; comment?: string; form?: string }; fields: ReviewFormFields };

/** A posted review form: checked here with the API's own rules before it is sent. */
export function readReviewForm(form: FormData) {
  const fields: ReviewFormFields = {
    rating: String(form.get("rating") ?? ""),
    comment: String(form.get("comment") ?? ""),
    anonymous: form.get("anonymous") === "on",
  };
  const parsed = reviewCreateSchema.safeParse({
    rating: parseRatingField(fields.rating) ?? Number.NaN,
    comment: fields.comment,
    anonymous: fields.anonymous,
  });
  if (parsed.success) return { fields, body: parsed.data, errors: null };
  const errors: { rating?: string; comment?: string } = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === "comment" ? "comment" : "rating";
    errors[key] ??= issue.message;
  }
  return { fields, body: null, errors };
}

/** The API's refusal as the form's message; 'already reviewed' is not an error but a state of the page. */
export function refusal(status: number, error: unknown) {
  const message = apiErrorMessage(error, GENERIC_MESSAGES.generic);
  return { alreadyReviewed: status === 409 && message === REVIEW_MESSAGES.alreadyReviewed, message };
}
