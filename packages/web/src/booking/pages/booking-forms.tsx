import { NO_SHOW_STATEMENT_LIMITS } from "@marketplace/domain/booking";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./booking-pages.css.ts";
import { moment } from "./booking-text.ts";
import { type BookingIntent, type OpenSlot, type SessionRow, slotsByDay } from "./booking-view.ts";

/** Whether this intent (for this session, when given) is being posted right now. */
function useBusy(intent: BookingIntent, session?: string) {
  const navigation = useNavigation();
  const data = navigation.formData;
  return (
    navigation.state === "submitting" &&
    data?.get("intent") === intent &&
    (session === undefined || data.get("session") === session)
  );
}

/**
 * Cancelling, with the terms shown first: the terms, then 'Cancel booking', which opens (through the
 * address, so it works without JavaScript) the question and the final button.
 */
export function CancelSection({
  terms,
  session,
  allowed,
  confirming,
  openHref,
  keepHref,
}: {
  terms: string[];
  session: string;
  allowed: boolean;
  confirming: boolean;
  openHref: string;
  keepHref: string;
}) {
  const busy = useBusy("cancel");
  const question = useRef<HTMLDivElement>(null);
  const questionId = useId();
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  return (
    <section aria-labelledby="cancellation-title" className={css.form} data-testid="cancellation">
      <Heading level={2} size="sm" id="cancellation-title">
        {t("terms.heading")}
      </Heading>
      {terms.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {!allowed ? null : confirming ? (
        <Form method="post" className={css.confirm} aria-labelledby={questionId}>
          {/* The question takes the focus when it opens, so a screen reader reads it first. */}
          <div ref={question} tabIndex={-1}>
            <Heading level={3} size="sm" id={questionId}>
              {t("cancel.heading")}
            </Heading>
          </div>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="session" value={session} />
          <div className={css.actions}>
            <Button type="submit" tone="danger" loading={busy}>
              {t("cancel.confirm")}
            </Button>
            <Button href={keepHref} tone="secondary">
              {t("cancel.keep")}
            </Button>
          </div>
        </Form>
      ) : (
        <div className={css.actions}>
          <Button href={openHref} tone="secondary">
            {t("cancel.button")}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A provider's answer to a request: Accept or Decline. */
export function ApprovalForm({ name, session }: { name: string; session: string }) {
  const accepting = useBusy("accept");
  const declining = useBusy("decline");
  return (
    <Form method="post" className={css.form} aria-labelledby="approval-title">
      <Heading level={2} size="sm" id="approval-title">
        {t("summary.approvalHeading", { name })}
      </Heading>
      <input type="hidden" name="session" value={session} />
      <div className={css.actions}>
        <Button type="submit" name="intent" value="accept" loading={accepting} disabled={declining}>
          {t("summary.accept")}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="decline"
          tone="secondary"
          loading={declining}
          disabled={accepting}
        >
          {t("summary.decline")}
        </Button>
      </div>
    </Form>
  );
}

/** 'Schedule' for a session without a time: a native select of the provider's open times, by day. */
export function ScheduleForm({
  session,
  number,
  slots,
  timeZone,
  error,
}: {
  session: string;
  number: number;
  slots: OpenSlot[];
  timeZone: string;
  error: string | null;
}) {
  const busy = useBusy("schedule", session);
  const id = useId();
  const days = slotsByDay(slots, timeZone);
  return (
    <Form method="post" className={css.form} aria-labelledby={`${id}-title`}>
      <Heading level={3} size="sm" id={`${id}-title`}>
        {t("summary.scheduleHeading", { number })}
      </Heading>
      {error ? (
        <Banner tone="danger" live>
          {error}
        </Banner>
      ) : null}
      {days.length === 0 ? (
        <Text tone="muted">{t("summary.noTimes")}</Text>
      ) : (
        <>
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="session" value={session} />
          <label className={css.selectLabel} htmlFor={`${id}-slot`}>
            {t("summary.scheduleLabel")}
          </label>
          <select id={`${id}-slot`} name="timeslotIdentifier" className={css.select} required defaultValue="">
            <option value="" disabled>
              {t("summary.schedulePlaceholder")}
            </option>
            {days.map((day) => (
              <optgroup key={day.key} label={day.label}>
                {day.slots.map((slot) => (
                  <option key={slot.identifier} value={slot.identifier}>
                    {`${day.label}, ${slot.label}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Text size="sm" tone="muted">
            {t("sessions.timesIn", { zone: timeZone })}
          </Text>
          <div className={css.actions}>
            <Button type="submit" loading={busy}>
              {t("summary.schedule")}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

/** A client's report that the provider did not attend a session that has started. */
export function NoShowForm({ session }: { session: string }) {
  const busy = useBusy("no-show", session);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="no-show" />
      <input type="hidden" name="session" value={session} />
      <Button type="submit" tone="secondary" size="sm" loading={busy}>
        {t("cancelReason.provider_no_show")}
      </Button>
    </Form>
  );
}

/**
 * The provider's 'The client did not attend' (issue 30, decision 056), asked first: the question and
 * its consequence (the cancellation policy's late fee), opened through the address so it works without
 * JavaScript, then the final button. A refusal (too early, the client joined) shows its message here.
 */
export function ClientAbsentForm({
  session,
  number,
  lateFeeShare,
  keepHref,
  error,
}: {
  session: string;
  number: number;
  lateFeeShare: number;
  keepHref: string;
  error: string | null;
}) {
  const busy = useBusy("client-no-show", session);
  const question = useRef<HTMLDivElement>(null);
  const questionId = useId();
  useEffect(() => {
    question.current?.focus();
  }, []);
  return (
    <Form method="post" className={css.confirm} aria-labelledby={questionId} data-testid="client-absent">
      {/* The question takes the focus when it opens, so a screen reader reads it first. */}
      <div ref={question} tabIndex={-1}>
        <Heading level={3} size="sm" id={questionId}>
          {t("noShow.clientAbsentHeading", { number })}
        </Heading>
      </div>
      <Text>{t("noShow.clientAbsentConsequence", { share: `${Math.round(lateFeeShare * 100)}%` })}</Text>
      {error ? (
        <Banner tone="danger" live>
          {error}
        </Banner>
      ) : null}
      <input type="hidden" name="intent" value="client-no-show" />
      <input type="hidden" name="session" value={session} />
      <div className={css.actions}>
        <Button type="submit" tone="danger" loading={busy}>
          {t("noShow.clientAbsentConfirm")}
        </Button>
        <Button href={keepHref} tone="secondary">
          {t("noShow.clientAbsentKeep")}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Where a session's no-show claim stands, for either party (decision 039): the client reads that the
 * fee is held until the provider's deadline, or held for review once disputed; the provider reads the
 * claim and its deadline, and disputes it with a short statement. Nothing when there is no claim.
 */
export function NoShowPanel({
  row,
  viewerRole,
  timeZone,
  error,
}: {
  row: SessionRow;
  viewerRole: "client" | "provider";
  timeZone: string;
  error: string | null;
}) {
  const claim = row.noShowClaim;
  if (!claim || claim.settledAt) return null;
  const number = row.number;
  const until = moment(claim.contestUntil, timeZone);
  const contested = row.status === "no_show_contested";
  if (viewerRole === "client") {
    return contested ? (
      <Banner tone="info" title={t("noShow.clientContestedTitle", { number })}>
        {t("noShow.clientContestedText")}
      </Banner>
    ) : (
      <Banner tone="info" title={t("noShow.clientClaimedTitle", { number })}>
        {t("noShow.clientClaimedText", { time: until })}
      </Banner>
    );
  }
  if (contested) {
    return (
      <Banner tone="info" title={t("noShow.providerContestedTitle", { number })}>
        <Text as="span">{t("noShow.providerContestedText")}</Text>
        {claim.statement ? (
          <Text as="span" tone="muted" size="sm">
            {" "}
            {t("noShow.yourStatement", { statement: claim.statement })}
          </Text>
        ) : null}
      </Banner>
    );
  }
  return (
    <div className={css.form}>
      <Banner tone="warning" title={t("noShow.providerClaimedTitle", { number })}>
        {t("noShow.providerClaimedText", { time: until })}
      </Banner>
      {row.canContestNoShow ? <ContestForm session={row.identifier} error={error} /> : null}
    </div>
  );
}

/** The provider's dispute: a short statement for the staff, posted without JavaScript too. */
function ContestForm({ session, error }: { session: string; error: string | null }) {
  const busy = useBusy("contest-no-show", session);
  return (
    <Form method="post" className={css.form}>
      <input type="hidden" name="intent" value="contest-no-show" />
      <input type="hidden" name="session" value={session} />
      <TextArea
        name="statement"
        label={t("noShow.statementLabel")}
        help={t("noShow.statementHelp", NO_SHOW_STATEMENT_LIMITS)}
        minLength={NO_SHOW_STATEMENT_LIMITS.min}
        maxLength={NO_SHOW_STATEMENT_LIMITS.max}
        rows={4}
        required
        {...(error ? { error } : {})}
      />
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          {t("noShow.contest")}
        </Button>
      </div>
    </Form>
  );
}

/** A settled claim's last word, under the session: the fee went back to the client. */
export function noShowRefundedText(row: SessionRow, viewerRole: "client" | "provider"): string | null {
  if (!row.noShowClaim?.settledAt) return null;
  return viewerRole === "client" ? t("noShow.refundedClient") : t("noShow.refundedProvider");
}

/** When the client may first report that the provider did not attend (the next session's only). */
export function NoShowOpens({ rows, timeZone }: { rows: SessionRow[]; timeZone: string }) {
  const next = rows.find((r) => r.noShowOpensAt);
  if (!next?.noShowOpensAt) return null;
  return (
    <Text size="sm" tone="muted" data-testid="no-show-opens">
      {t("noShow.opensAt", { time: moment(next.noShowOpensAt, timeZone) })}
    </Text>
  );
}
