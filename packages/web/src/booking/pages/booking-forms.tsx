import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Heading, Text } from "@marketplace/ui/text";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./booking-pages.css.ts";
import { type BookingIntent, type OpenSlot, slotsByDay } from "./booking-view.ts";

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
