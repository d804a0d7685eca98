import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { NO_REVIEWS } from "@marketplace/domain/reviews";
import { Avatar } from "@marketplace/ui/avatar";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Chip } from "@marketplace/ui/chip";
import { Inline } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Rating } from "@marketplace/ui/rating";
import { Heading, Text } from "@marketplace/ui/text";
import type { SerializeFrom } from "@remix-run/node";
import { CalendarCheck, MapPin } from "lucide-react";
import { useViewerTimeZone } from "../dates/index.ts";
import { region } from "../env/index.ts";
import { tProfile as t, tCommon } from "../i18n/index.ts";
import { CANCELLATION_POLICY_PATH, type HiddenNoticeWords } from "../provider-workspace/index.ts";
import { VerifiedBadge } from "../providers/index.ts";
import { hydrateLater } from "../shell/index.ts";
import * as css from "./profile.css.ts";
import { ProfileReviews } from "./profile-reviews.tsx";
import type { action, loader } from "./profile-route.tsx";
import { officeAddress, providerName, therapyFees } from "./profile-view.ts";

/** Only a hidden provider looking at their own profile sees it: its code stays out of the body's. */
const HiddenProfileNotice = hydrateLater<HiddenNoticeWords>(() =>
  import("../provider-workspace/visibility/hidden-notice.tsx").then((m) => m.HiddenProfileNotice),
);

/** The notice's code with the body's, so the body never renders with an empty notice. */
export const partsReady = () => HiddenProfileNotice.preload();

export interface ProfileBodyProps {
  data: SerializeFrom<typeof loader>;
  /** What the page's action answered (a refused reply, a report), or null. */
  answer: SerializeFrom<typeof action> | null;
}

/**
 * Everything on a provider's profile below the header: links and text, with no first interaction of
 * its own, so its code loads after the page's (profile-route.tsx, decision 033) and the profile
 * weighs what the shell does.
 */
export function ProfileBody({ data, answer }: ProfileBodyProps) {
  const {
    profile,
    reviews,
    timezone,
    bookHref: book,
    hiddenNotice,
    cancellationPolicy,
    ownProfile,
    canReport,
  } = data;
  const replyFailed = answer && !("report" in answer) ? answer : null;
  const reported = answer && "report" in answer ? answer : null;
  const zone = useViewerTimeZone(timezone);
  const info = profile.profileInfo;
  const name = providerName(info);
  const fees = therapyFees(profile, region.locale);
  const address = officeAddress(profile);
  // One figure on the page: the reviews' own summary when it loaded, else the profile's.
  const rating = reviews
    ? { average: reviews.summary.average, count: reviews.summary.count }
    : { average: info.rating, count: info.reviewCount };
  const disciplines = info.discipline.map((d) => d.name).join(" · ");
  return (
    <div className={css.page}>
      {hiddenNotice ? <HiddenProfileNotice {...hiddenNotice} /> : null}
      <div className={css.layout}>
        <div className={css.main}>
          <Card as="section" aria-labelledby="provider-name">
            <div className={css.intro}>
              <Avatar
                src={info.photo}
                fallback="photo"
                name={name}
                size="profile"
                shape="rounded"
                loading="eager"
              />
              <div className={css.who}>
                <Heading level={1} size="lg" id="provider-name" className={css.name}>
                  {name}
                </Heading>
                {info.verified ? <VerifiedBadge /> : null}
                {disciplines ? (
                  <Text tone="muted" data-testid="disciplines">
                    {disciplines}
                  </Text>
                ) : null}
                {rating.average !== null && rating.count > 0 ? (
                  <Rating
                    value={rating.average}
                    label={tCommon("provider.rating", {
                      rating: rating.average.toFixed(1),
                      count: rating.count,
                    })}
                    countText={tCommon("provider.reviewCount", { count: rating.count })}
                  />
                ) : (
                  <Text as="span" size="sm" tone="muted">
                    {NO_REVIEWS}
                  </Text>
                )}
                <p className={css.headline}>{info.headline}</p>
                {book ? (
                  <div className={css.actions}>
                    <Button href={book} aria-label={t("bookWith", { name })}>
                      {t("book")}
                    </Button>
                  </div>
                ) : null}
                {info.acknowledgeBooking ? (
                  <Text size="sm" tone="muted">
                    {t("approval", { name })}
                  </Text>
                ) : null}
              </div>
            </div>
          </Card>
        </div>
        <aside className={css.aside} aria-label={t("fees.title")}>
          <Card as="section" aria-labelledby="fees-title">
            <Heading level={2} size="sm" id="fees-title" className={css.sectionTitle}>
              {t("fees.title")}
            </Heading>
            <Text size="sm" tone="muted">
              {t("fees.perSession", { minutes: info.appointmentDuration })}
            </Text>
            <ul className={css.plainList} data-testid="fees">
              {fees.map((fee) => (
                <li key={fee.identifier} className={css.feeRow}>
                  <span>{fee.name}</span>
                  <span className={css.feeAmount}>{fee.text}</span>
                </li>
              ))}
            </ul>
            <Link href={CANCELLATION_POLICY_PATH} variant="subtle">
              {cancellationPolicy}
            </Link>
          </Card>

          <Card as="section" aria-labelledby="times-title">
            <Heading level={2} size="sm" id="times-title" className={css.sectionTitle}>
              {t("times.title")}
            </Heading>
            {profile.nextTimeslots.length > 0 ? (
              <>
                <ul className={`${css.plainList} ${css.slots}`} data-testid="next-times">
                  {profile.nextTimeslots.map((slot) => (
                    <li key={slot.identifier}>
                      <time className={css.slot} dateTime={slot.startTime}>
                        {t("times.slot", {
                          date: formatShortDate(slot.startTime, zone),
                          time: formatTime(slot.startTime, zone),
                        })}
                      </time>
                    </li>
                  ))}
                </ul>
                <p className={css.zoneNote}>
                  <CalendarCheck size={16} aria-hidden="true" />
                  <Text as="span" size="sm" tone="muted" data-testid="times-zone">
                    {t("times.zone", { zone })}
                  </Text>
                </p>
              </>
            ) : (
              <Text tone="muted">{tCommon("provider.noAvailability")}</Text>
            )}
          </Card>
        </aside>
        <div className={css.main}>
          <Card as="section" aria-labelledby="about-title">
            <Heading level={2} size="md" id="about-title" className={css.sectionTitle}>
              {t("about", { name })}
            </Heading>
            <dl className={css.facts}>
              {info.bio ? (
                <div>
                  <dd className={`${css.factValue} ${css.bio}`}>
                    <Text as="span">{info.bio}</Text>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className={css.factTerm}>{tCommon("provider.concerns")}</dt>
                <dd className={css.factValue}>
                  {profile.preferences.specialities.length > 0 ? (
                    <Inline as="ul" gap="2" padding="0" className={css.plainList} data-testid="concerns">
                      {profile.preferences.specialities.map((c) => (
                        <li key={c.identifier}>
                          <Chip>{c.name}</Chip>
                        </li>
                      ))}
                    </Inline>
                  ) : (
                    <span className={css.absent}>{tCommon("provider.noConcerns")}</span>
                  )}
                </dd>
              </div>
              <div>
                <dt className={css.factTerm}>{tCommon("provider.modalities")}</dt>
                <dd className={css.factValue}>
                  {profile.preferences.modality.length > 0 ? (
                    <Inline as="ul" gap="2" padding="0" className={css.plainList} data-testid="modalities">
                      {profile.preferences.modality.map((m) => (
                        <li key={m.identifier}>
                          <Chip tone="accent">{m.name}</Chip>
                        </li>
                      ))}
                    </Inline>
                  ) : (
                    <span className={css.absent}>{tCommon("provider.noModality")}</span>
                  )}
                </dd>
              </div>
              {info.languages.length > 0 ? (
                <div>
                  <dt className={css.factTerm}>{t("languages")}</dt>
                  <dd className={css.factValue} data-testid="languages">
                    {info.languages.map((l) => l.name).join(", ")}
                  </dd>
                </div>
              ) : null}
            </dl>
          </Card>

          {address ? (
            <Card as="section" aria-labelledby="office-title" data-testid="office-address">
              <Heading level={2} size="sm" id="office-title" className={css.sectionTitle}>
                {t("office.title")}
              </Heading>
              <div className={css.iconLine}>
                <MapPin size={20} aria-hidden="true" />
                <div>
                  <address className={css.address}>{address}</address>
                  <Text size="sm" tone="muted">
                    {t("office.text")}
                  </Text>
                </div>
              </div>
            </Card>
          ) : null}

          <ProfileReviews
            reviews={reviews}
            rating={info.rating}
            reviewCount={info.reviewCount}
            providerId={info.identifier}
            canReply={ownProfile}
            replyFailed={replyFailed}
            canReport={canReport}
            reported={reported}
          />
        </div>
      </div>
    </div>
  );
}
