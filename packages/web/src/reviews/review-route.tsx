import type { components } from "@marketplace/api-client";
import { formatShortDate } from "@marketplace/domain/dates";
import {
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_RATINGS,
  ratingLabel,
  reviewDisplay,
} from "@marketplace/domain/reviews";
import { Avatar } from "@marketplace/ui/avatar";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Stack } from "@marketplace/ui/layout";
import { Rating } from "@marketplace/ui/rating";
import { RatingInput } from "@marketplace/ui/rating-input";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { loaded } from "../api/index.server.ts";
import { requireAccount } from "../dashboard/index.server.ts";
import { DashboardLayout } from "../dashboard/index.ts";
import { useViewerTimeZone } from "../dates/index.ts";
import { tReviews as t } from "../i18n/index.ts";
import { providerName } from "../providers/index.ts";
import { assertSameOrigin } from "../session/index.server.ts";
import { type ReviewFormResult, readReviewForm, refusal } from "./review-form.server.ts";
import * as css from "./reviews.css.ts";

type Review = components["schemas"]["Review"];

/**
 * /review/{id} (the 'Leave Review' notification's target; id is the session): the session's client
 * rates it in half stars, comments and may post anonymously, once. Afterwards the page shows the review.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api, account } = await requireAccount(request, context);
  const { data, error, response } = await api.GET("/v1/review/participant/{id}", {
    params: { path: { id: params.id ?? "" } },
  });
  if (response.status === 404 || response.status === 400) throw new Response(null, { status: 404 });
  // The refusal is the page with a 403, not a 200 (issue 27).
  if (response.status === 403) {
    return json({ account, status: null, refused: t("form.notYours"), done: false }, { status: 403 });
  }
  const answer = loaded({ data, error });
  const done = new URL(request.url).searchParams.has("done");
  return json({ account, status: answer.data, refused: null, done });
}

export async function action({ request, params, context }: ActionFunctionArgs): Promise<ReviewFormResult> {
  assertSameOrigin(request);
  const { api } = await requireAccount(request, context);
  const id = params.id ?? "";
  const { fields, body, errors } = readReviewForm(await request.formData());
  if (!body) return { ok: false, errors: errors ?? {}, fields };
  const { data, error, response } = await api.POST("/v1/review/{id}", { params: { path: { id } }, body });
  if (data) throw redirect(`/review/${id}?done`);
  const refused = refusal(response.status, error);
  // Reviewed already (another tab): the page shows the review that stands.
  if (refused.alreadyReviewed) throw redirect(`/review/${id}`);
  return { ok: false, errors: { form: refused.message }, fields };
}

export const meta: MetaFunction = () => [
  { title: t("form.metaTitle") },
  { name: "robots", content: "noindex" },
];

function ReviewCard({ review, heading }: { review: Review; heading: string }) {
  const d = reviewDisplay(review);
  return (
    <Card as="section" aria-labelledby="your-review" data-testid="written-review">
      <Stack gap="3">
        <Heading level={2} size="sm" id="your-review">
          {heading}
        </Heading>
        {d.rating === null ? (
          <Text>{d.ratingText}</Text>
        ) : (
          <Rating value={d.rating} label={ratingLabel(d.rating)} size={20} />
        )}
        <Text>{d.comment}</Text>
        <Text size="sm" tone="muted">
          {d.name} · {d.date}
        </Text>
      </Stack>
    </Card>
  );
}

export default function ReviewPage() {
  const { account, status, refused, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const zone = useViewerTimeZone(null);
  const failed = result && !result.ok ? result : null;
  return (
    <DashboardLayout account={account}>
      <Stack gap="6">
        <Heading level={1} size="lg">
          {t("form.title")}
        </Heading>
        {refused || !status ? (
          <Banner tone="warning">{refused}</Banner>
        ) : (
          <>
            <div className={css.who}>
              <Avatar
                src={status.provider.photo}
                fallback="photo"
                name={providerName(status.provider)}
                size="md"
              />
              <div>
                <Text weight="semibold">{providerName(status.provider)}</Text>
                {status.appointmentTime ? (
                  <Text size="sm" tone="muted">
                    {t("form.sessionOn", { date: formatShortDate(status.appointmentTime, zone) })}
                  </Text>
                ) : null}
              </div>
            </div>
            {done && status.review ? (
              <Banner tone="success" live>
                {t("form.done", { provider: providerName(status.provider) })}
              </Banner>
            ) : null}
            {!done && status.review && status.viewerRole === "client" ? (
              <Banner tone="info">{REVIEW_MESSAGES.alreadyReviewed}</Banner>
            ) : null}
            {status.viewerRole === "provider" ? <Banner tone="info">{t("form.providerView")}</Banner> : null}
            {status.viewerRole === "client" && !status.review && !status.canReview ? (
              <Banner tone="warning">
                {status.sessionStatus === "completed"
                  ? REVIEW_MESSAGES.notReviewable
                  : REVIEW_MESSAGES.notCompleted}
              </Banner>
            ) : null}
            {status.review ? (
              <>
                <ReviewCard
                  review={status.review}
                  heading={
                    status.viewerRole === "client"
                      ? t("form.yourReview")
                      : t("form.providerReview", { client: reviewDisplay(status.review).name })
                  }
                />
                <div className={css.actions}>
                  <Button href={`/provider/${status.provider.identifier}#reviews`} tone="secondary">
                    {status.viewerRole === "provider" && !status.review.reply
                      ? t("form.replyOnProfile")
                      : t("form.seeProfile")}
                  </Button>
                </div>
              </>
            ) : null}
            {status.canReview ? (
              <Card as="section" aria-labelledby="review-form-title">
                <Form method="post" className={css.form} noValidate aria-labelledby="review-form-title">
                  <Stack gap="6">
                    <Text id="review-form-title">
                      {t("form.intro", { provider: providerName(status.provider) })}
                    </Text>
                    {failed?.errors.form ? (
                      <Banner tone="danger" live>
                        {failed.errors.form}
                      </Banner>
                    ) : null}
                    <RatingInput
                      name="rating"
                      legend={t("form.rating")}
                      values={REVIEW_RATINGS}
                      valueLabel={ratingLabel}
                      placeholder={t("form.choose")}
                      defaultValue={failed ? Number(failed.fields.rating) || null : null}
                      required
                      error={failed?.errors.rating}
                    />
                    <TextArea
                      name="comment"
                      label={t("form.comment")}
                      help={t("form.commentHelp", { max: REVIEW_COMMENT_MAX })}
                      maxLength={REVIEW_COMMENT_MAX}
                      rows={5}
                      defaultValue={failed?.fields.comment ?? ""}
                      error={failed?.errors.comment}
                    />
                    <div className={css.checkRow}>
                      <input
                        type="checkbox"
                        id="anonymous"
                        name="anonymous"
                        className={css.checkbox}
                        defaultChecked={failed?.fields.anonymous ?? false}
                        aria-describedby="anonymous-help"
                      />
                      <div>
                        <label htmlFor="anonymous" className={css.checkLabel}>
                          {t("form.anonymous")}
                        </label>
                        <Text size="sm" tone="muted" id="anonymous-help">
                          {t("form.anonymousHelp")}
                        </Text>
                      </div>
                    </div>
                    <div className={css.actions}>
                      <Button type="submit" loading={navigation.state === "submitting"}>
                        {t("form.submit")}
                      </Button>
                    </div>
                  </Stack>
                </Form>
              </Card>
            ) : null}
            <div>
              <Button href={`/booking/${status.bookingIdentifier}/summary`} tone="ghost">
                {t("form.backToSession")}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </DashboardLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
