import {
  type BookingDraftState,
  draftStatus,
  type BookingSummary as Figures,
  isScheduled,
  TO_BE_SCHEDULED,
} from "@marketplace/domain/booking";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { formatMoney } from "@marketplace/domain/money";
import { Avatar } from "@marketplace/ui/avatar";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import { tBooking as t } from "../../i18n/index.ts";
import * as css from "./booking.css.ts";

export interface SummaryProps {
  state: BookingDraftState;
  figures: Figures;
  person: { name: string; photo: string | null };
  therapy: string | null;
  modality: string | null;
  concerns: string[];
  officeAddress: string | null;
  currency: string;
  locale: string;
  zone: string;
  minutes: number;
  /** The submit button, at the end of the panel. */
  children: ReactNode;
}

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className={css.fact} data-testid={testId}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

/**
 * What is being booked, as it is chosen: the other person, therapy, modality, when (with the
 * timezone's name), concerns, the office for an in-person session, the fee and, for a course, each
 * session with its state, the counts and the total.
 */
export function BookingSummaryPanel(props: SummaryProps) {
  const { state, figures, person, zone, currency, locale } = props;
  const when = (iso: string) =>
    t("summary.slot", { date: formatShortDate(iso, zone), time: formatTime(iso, zone), zone });
  const notChosen = <span className={css.pending}>{t("summary.notChosen")}</span>;
  const single =
    state.timePreference === "scheduleLater"
      ? TO_BE_SCHEDULED
      : state.timeslot
        ? when(state.timeslot.startTime)
        : null;
  return (
    <section aria-labelledby="summary-title" data-testid="summary">
      <div className={css.column}>
        <Heading level={2} size="sm" id="summary-title">
          {t("summary.title")}
        </Heading>
        <div className={css.who}>
          <Avatar src={person.photo} name={person.name} size="md" loading="eager" />
          <div>
            <Text weight="semibold">{person.name}</Text>
            <Text size="sm" tone="muted">
              {t("summary.minutes", { minutes: props.minutes })}
            </Text>
          </div>
        </div>
        <dl className={css.facts}>
          <Fact term={t("summary.therapy")} testId="summary-therapy">
            {props.therapy ?? notChosen}
          </Fact>
          <Fact term={t("summary.modality")} testId="summary-modality">
            {props.modality ?? notChosen}
          </Fact>
          {state.mode === "single" ? (
            <Fact term={t("summary.dateTime")} testId="summary-when">
              {single ?? notChosen}
            </Fact>
          ) : null}
          <Fact term={t("summary.concerns")} testId="summary-concerns">
            {props.concerns.length > 0 ? props.concerns.join(", ") : notChosen}
          </Fact>
          {props.officeAddress ? (
            <Fact term={t("summary.office")} testId="summary-office">
              <address className={css.address}>{props.officeAddress}</address>
            </Fact>
          ) : null}
          <Fact term={t("summary.fee")} testId="summary-fee">
            {formatMoney(figures.fee, currency, locale)}
          </Fact>
          {state.mode === "multiple" ? (
            <Fact term={t("summary.sessions")} testId="summary-sessions">
              <ol className={css.seriesList}>
                {state.drafts.map((draft, index) => (
                  <li key={draft.id} className={css.seriesItem}>
                    <span>
                      {t("series.session", { n: index + 1 })}
                      {isScheduled(draft) && draft.startTime ? `: ${when(draft.startTime)}` : ""}
                    </span>
                    <span className={isScheduled(draft) ? css.status : css.statusOpen}>
                      {draftStatus(draft)}
                    </span>
                  </li>
                ))}
              </ol>
              <Text size="sm" tone="muted" data-testid="summary-counts">
                {t("summary.scheduled", { count: figures.scheduled })} ·{" "}
                {t("summary.toBeScheduled", { count: figures.toBeScheduled })}
              </Text>
            </Fact>
          ) : null}
        </dl>
        {state.mode === "multiple" ? (
          <p className={css.totalRow} data-testid="summary-total">
            <span>{t("summary.total")}</span>
            <span>{formatMoney(figures.total, currency, locale)}</span>
          </p>
        ) : null}
        {props.children}
      </div>
    </section>
  );
}
