import type { components } from "@marketplace/api-client";
import { REVIEW_REPLY_MAX, REVIEW_TEXT, reviewDisplay } from "@marketplace/domain/reviews";
import { REPORT_REASON } from "@marketplace/domain/trust";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Pagination } from "@marketplace/ui/pagination";
import { Rating } from "@marketplace/ui/rating";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { paginationLabels, tProfile as t, tCommon } from "../i18n/index.ts";
import * as css from "./profile.css.ts";
import { splitComment } from "./profile-view.ts";
import { reviewsHref } from "./review-pages.ts";

type Review = components["schemas"]["Review"];
type ProviderReviews = components["schemas"]["ProviderReviews"];

const STARS = [5, 4, 3, 2, 1] as const;

interface ReplyFailure {
  review: string;
  reply: string;
  message: string;
}

/** The reviewed provider's one reply: a plain form, so it works before (or without) JavaScript. */
function ReplyForm({ review, failed }: { review: string; failed: ReplyFailure | null }) {
  return (
    <form method="post" className={css.replyForm} data-testid="reply-form">
      <input type="hidden" name="review" value={review} />
      <TextArea
        name="reply"
        label={t("reviews.replyLabel")}
        help={t("reviews.replyHelp", { max: REVIEW_REPLY_MAX })}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        required
        defaultValue={failed?.reply ?? ""}
        error={failed?.message}
      />
      <div>
        <Button type="submit" size="sm" tone="secondary">
          {t("reviews.replySubmit")}
        </Button>
      </div>
    </form>
  );
}

/** What the page knows of a report just sent or refused (profile.server.ts's ReportAnswer). */
export interface ReportAnswer {
  review: string;
  reason: string;
  message: string;
  sent: boolean;
}

/**
 * Issue 32: 'Report' beside a review, for signed-in clients and providers: a native <details> that
 * opens a reason and a plain form post (no JavaScript needed). The answer shows in its place.
 */
function ReportForm({ review, answer }: { review: string; answer: ReportAnswer | null }) {
  if (answer?.sent) {
    return (
      <Text size="sm" role="status" data-testid="report-sent">
        {answer.message}
      </Text>
    );
  }
  return (
    <details className={css.more} open={answer ? true : undefined} data-testid="report">
      <summary className={css.moreToggle} aria-label={t("reviews.reportOf")}>
        {t("reviews.report")}
      </summary>
      <form method="post" className={css.replyForm}>
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="review" value={review} />
        <TextArea
          name="reason"
          label={t("reviews.reportLabel")}
          help={t("reviews.reportHelp", { min: REPORT_REASON.min, max: REPORT_REASON.max })}
          minLength={REPORT_REASON.min}
          maxLength={REPORT_REASON.max}
          rows={3}
          required
          defaultValue={answer?.reason ?? ""}
          error={answer?.message}
        />
        <div>
          <Button type="submit" size="sm" tone="secondary">
            {t("reviews.reportSubmit")}
          </Button>
        </div>
      </form>
    </details>
  );
}

function ReviewItem({
  review,
  canReply,
  failed,
  canReport,
  reported,
}: {
  review: Review;
  canReply: boolean;
  failed: ReplyFailure | null;
  canReport: boolean;
  reported: ReportAnswer | null;
}) {
  const d = reviewDisplay(review);
  const hasComment = Boolean(review.comment?.trim());
  const parts = splitComment(d.comment);
  const validDate = !Number.isNaN(new Date(review.createdAt).getTime());
  const commentClass = [css.comment, d.isShort ? css.shortComment : null, hasComment ? null : css.absent]
    .filter(Boolean)
    .join(" ");
  return (
    <li className={css.review} data-testid="review" id={`review-${review.identifier}`}>
      <div className={css.reviewHead}>
        <span className={css.reviewer}>{d.name}</span>
        <Text as="span" size="sm" tone="muted">
          {validDate ? <time dateTime={review.createdAt}>{d.date}</time> : d.date}
        </Text>
      </div>
      {d.rating === null ? (
        <Text as="span" size="sm">
          {d.ratingText}
        </Text>
      ) : (
        <Rating value={d.rating} label={t("reviews.rated", { rating: d.ratingText })} />
      )}
      <div className={css.reviewBody}>
        {d.hasReadMore ? (
          <p className={commentClass}>
            {parts.head}
            <span className={css.ellipsis} aria-hidden="true">
              …
            </span>
            <span className={css.rest}>{parts.rest}</span>
          </p>
        ) : (
          <p className={commentClass}>{d.comment}</p>
        )}
        {d.hasReadMore ? (
          <details className={css.more}>
            <summary className={css.moreToggle}>
              <span className={css.whenClosed}>{REVIEW_TEXT.readMore}</span>
              <span className={css.whenOpen}>{REVIEW_TEXT.showLess}</span>
            </summary>
          </details>
        ) : null}
      </div>
      {review.reply ? (
        <div className={css.reply} data-testid="review-reply">
          <Text size="sm" weight="semibold">
            {t("reviews.reply")}
          </Text>
          <p className={css.comment}>{review.reply.comment}</p>
        </div>
      ) : canReply ? (
        <ReplyForm review={review.identifier} failed={failed?.review === review.identifier ? failed : null} />
      ) : null}
      {canReport ? (
        <ReportForm
          review={review.identifier}
          answer={reported?.review === review.identifier ? reported : null}
        />
      ) : null}
    </li>
  );
}

export interface ProfileReviewsProps {
  /** Null when the reviews could not be loaded: the summary then comes from the profile alone. */
  reviews: ProviderReviews | null;
  /** The profile's own figures, for when the reviews could not be loaded. */
  rating: number | null;
  reviewCount: number;
  /** Whose reviews: each page of them is /provider/{id}?page=n#reviews. */
  providerId: string;
  /** The reviewed provider is looking: reviews without a reply get a reply form. */
  canReply?: boolean;
  /** A reply the API refused, shown in its form. */
  replyFailed?: ReplyFailure | null;
  /** A signed-in client or provider is looking: each review gets 'Report' (issue 32). */
  canReport?: boolean;
  /** The answer to a report just sent or refused, shown at its review. */
  reported?: ReportAnswer | null;
}

/** The rating summary and one page of reviews (10), paged through the URL so it works without JavaScript. */
export function ProfileReviews({
  reviews,
  rating,
  reviewCount,
  providerId,
  canReply = false,
  replyFailed = null,
  canReport = false,
  reported = null,
}: ProfileReviewsProps) {
  const count = reviews?.summary.count ?? reviewCount;
  const average = reviews ? reviews.summary.average : rating;
  const hrefFor = (page: number) => `${reviewsHref(providerId, page)}#reviews`;
  return (
    <Card as="section" aria-labelledby="reviews-title" id="reviews">
      <Heading level={2} size="md" id="reviews-title" className={css.sectionTitle}>
        {t("reviews.title")}
      </Heading>
      {count === 0 || average === null ? (
        <div data-testid="no-reviews">
          <EmptyState title={REVIEW_TEXT.emptyCardTitle} description={REVIEW_TEXT.emptyCardText} />
        </div>
      ) : (
        <div className={css.summary} data-testid="rating-summary">
          <div className={css.average}>
            <span className={css.averageValue}>{average.toFixed(1)}</span>
            <Rating
              value={average}
              label={tCommon("provider.rating", { rating: average.toFixed(1), count })}
              showValue={false}
              size={20}
            />
            <Text size="sm" tone="muted">
              {t("reviews.basedOn", { count })}
            </Text>
          </div>
          {reviews ? (
            <ul className={css.bars} aria-label={t("reviews.summary")}>
              {STARS.map((star) => {
                const n = reviews.summary.stars[star];
                return (
                  <li key={star} className={css.bar}>
                    <span>{t("reviews.stars", { star, count: star })}</span>
                    <span className={css.barTrack} aria-hidden="true">
                      <span
                        className={css.barFill}
                        style={{
                          width: `${count > 0 ? Math.round((n / count) * 100) : 0}%`,
                          display: "block",
                        }}
                      />
                    </span>
                    <span className={css.barCount}>{n}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      )}
      {reviews && reviews.data.length > 0 ? (
        <>
          <ul
            className={css.reviewList}
            aria-label={t("reviews.page", { page: reviews.meta.page, total: reviews.meta.totalPages })}
          >
            {reviews.data.map((review) => (
              <ReviewItem
                key={review.identifier}
                review={review}
                canReply={canReply}
                failed={replyFailed}
                canReport={canReport}
                reported={reported}
              />
            ))}
          </ul>
          <Pagination
            page={reviews.meta.page}
            totalPages={reviews.meta.totalPages}
            hrefFor={hrefFor}
            labels={paginationLabels(t("reviews.pages"))}
          />
        </>
      ) : null}
    </Card>
  );
}
