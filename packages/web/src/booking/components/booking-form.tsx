import {
  type BookingContext,
  type BookingDraftAction,
  type BookingDraftState,
  bookingDraftReducer,
  bookingHeading,
  bookingSummary,
  initialBookingDraft,
  MIN_SERIES_SESSIONS,
  seriesBookingPayload,
  singleBookingPayload,
  submitLabel,
  timePickerBlocked,
  visibleFields,
} from "@marketplace/domain/booking";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { VisuallyHidden } from "@marketplace/ui/layout";
import { Select } from "@marketplace/ui/select";
import { Heading, Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useViewerTimeZone } from "../../dates/index.ts";
import { region } from "../../env/index.ts";
import { tBooking as t } from "../../i18n/index.ts";
import { providerName } from "../../providers/index.ts";
import {
  allMessages,
  type CheckedField,
  checkBooking,
  type FieldMessages,
  hasMessages,
  type SubmitFailure,
} from "../booking-checks.ts";
import type { BookingForm, Timeslot } from "../booking-contract.ts";
import { type Every, planCadence } from "../cadence.ts";
import { type DayWindow, todayIn } from "../slot-days.ts";
import { useOpenTimes } from "../use-open-times.ts";
import * as css from "./booking.css.ts";
import { BookingSummaryPanel } from "./booking-summary.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { ConcernField } from "./concern-field.tsx";
import { ParticipantField } from "./participant-field.tsx";
import { type CadenceState, SeriesSessions } from "./series-sessions.tsx";
import { SlotPicker } from "./slot-picker.tsx";

export interface BookingScreenProps {
  form: BookingForm;
  /** The page's id: the provider when a client books, the client when a provider books. */
  counterpart: string;
  /** The viewer's saved timezone, if any. */
  timezone: string | null;
  slots: Timeslot[];
  window: DayWindow;
}

function initialState(form: BookingForm): BookingDraftState {
  const state = initialBookingDraft({ requiresApproval: form.provider.acknowledgeBooking });
  // A provider with one way of meeting needs no choice.
  const [only] = form.modalities;
  return form.modalities.length === 1 && only ? { ...state, modalityIdentifier: only.identifier } : state;
}

const merge = (a: FieldMessages, b: FieldMessages | undefined): FieldMessages => {
  if (!b) return a;
  const out: FieldMessages = { ...a };
  for (const [field, list] of Object.entries(b) as Array<[CheckedField, string[]]>) {
    out[field] = [...new Set([...(out[field] ?? []), ...list])];
  }
  return out;
};

/** The Book-a-session screen (spec screen 1), driven by the domain's reducer and rules. */
export function BookingScreen({ form, counterpart, timezone, slots, window }: BookingScreenProps) {
  const role = form.role;
  const requiresApproval = form.provider.acknowledgeBooking;
  const zone = useViewerTimeZone(timezone);
  const today = todayIn(zone);
  const [state, reduce] = useReducer(bookingDraftReducer, form, initialState);
  const times = useOpenTimes(form.provider.identifier, slots, window);
  const [attempts, setAttempts] = useState(0);
  const [refused, setRefused] = useState<{ id: string; message: string } | null>(null);
  const [conflicts, setConflicts] = useState<Record<string, string>>({});
  const [cadence, setCadence] = useState<CadenceState>({ kind: "idle" });
  const fetcher = useFetcher<SubmitFailure>();
  const formRef = useRef<HTMLFormElement>(null);

  const ctx: BookingContext = useMemo(
    () => ({
      role,
      requiresApproval,
      offerOfflineSession: form.provider.offerOfflineSession,
      therapies: form.therapies,
      modalities: form.modalities,
      fees: form.fees,
    }),
    [form, role, requiresApproval],
  );
  const fields = visibleFields(state, ctx);
  const figures = bookingSummary(state, ctx);
  const therapy = form.therapies.find((x) => x.identifier === state.therapyIdentifier) ?? null;
  const modality = form.modalities.find((x) => x.identifier === state.modalityIdentifier) ?? null;
  const allowInvite = therapy?.allowInvite === true;
  const name = role === "provider" ? form.client.fullName : providerName(form.provider);
  const failure = fetcher.state === "idle" ? fetcher.data : undefined;
  // Messages show once a submission was tried, and follow each change from then on.
  const checked = attempts > 0 ? checkBooking(state, { allowInvite }) : {};
  const messages = merge(checked, failure?.fields);
  const announced = allMessages(checked);

  const dispatch = (action: BookingDraftAction) => {
    reduce(action);
    if (action.type === "setTherapy") {
      setConflicts({});
      setCadence({ kind: "idle" });
      setRefused(null);
    }
    if (action.type === "scheduleDraft") setConflicts(({ [action.id]: _, ...rest }) => rest);
    if (action.type === "selectTimeslot" || action.type === "setTimePreference") setRefused(null);
  };

  // After a refused submission the first field with a problem takes the focus.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [attempts]);
  // Once asked again, a chosen time that is no longer open is let go (it shows as not scheduled).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer about the open times
  useEffect(() => {
    if (!failure) return;
    const open = new Set(times.slots.map((slot) => slot.identifier));
    if (state.timeslot && !open.has(state.timeslot.identifier)) {
      reduce({ type: "selectDate", date: state.selectedDate });
    }
    for (const draft of state.drafts) {
      if (draft.timeslotIdentifier && !open.has(draft.timeslotIdentifier))
        reduce({ type: "clearDraft", id: draft.id });
    }
  }, [times.slots]);
  // A refusal from the server may mean a time was taken meanwhile: the open times are asked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    if (failure) times.refresh();
  }, [failure]);

  const blocked = () => timePickerBlocked(state);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (hasMessages(checkBooking(state, { allowInvite }))) return;
    const party = { role, counterpartIdentifier: counterpart, allowInvite };
    const body =
      state.mode === "multiple"
        ? { kind: "series", payload: { ...seriesBookingPayload(state, party) } }
        : { kind: "single", payload: { ...singleBookingPayload(state, party) } };
    fetcher.submit(body, { method: "post", encType: "application/json" });
  };

  const repeat = async (every: Every) => {
    const start = state.drafts[0]?.timeslotIdentifier;
    if (!start) return;
    setCadence({ kind: "loading" });
    try {
      const weeks = await times.cadence(start, every, Math.max(MIN_SERIES_SESSIONS, state.drafts.length));
      const plan = planCadence(state.drafts, weeks, zone);
      for (const action of plan.actions) reduce(action);
      setConflicts(plan.conflicts);
      setCadence({
        kind: "done",
        filled: plan.actions.filter((a) => a.type === "scheduleDraft").length,
        conflicts: Object.keys(plan.conflicts).length,
      });
    } catch {
      setCadence({ kind: "failed" });
    }
  };

  const scheduleMessages = messages.schedule;
  return (
    <div className={css.column}>
      <div>
        <Heading level={1} size="lg">
          {bookingHeading(role, name)}
        </Heading>
        <Text tone="muted">{t("intro")}</Text>
      </div>
      {fields.approvalBanner ? (
        <div data-testid="approval-banner">
          <Banner tone="info" title={t("approval.title", { name })}>
            {t("approval.text", { name })}
          </Banner>
        </div>
      ) : null}
      {failure?.message ? (
        <Banner tone="danger" live>
          {failure.message}
        </Banner>
      ) : null}
      <VisuallyHidden as="div" role="alert" key={attempts} data-testid="blocking-messages">
        {announced.length > 0 ? `${t("blocked")} ${announced.join(" ")}` : null}
      </VisuallyHidden>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className={css.layout}>
        <Card className={css.column}>
          <div>
            <Select
              label={t("therapy.label")}
              placeholder={t("therapy.placeholder")}
              options={form.therapies}
              value={state.therapyIdentifier ?? ""}
              onValueChange={(value) => dispatch({ type: "setTherapy", therapyIdentifier: value || null })}
              error={messages.therapy?.join(" ")}
            />
          </div>
          <ChoiceGroup
            legend={t("mode.legend")}
            name="mode"
            value={state.mode}
            onChange={(mode) => dispatch({ type: "setMode", mode })}
            choices={[
              { value: "single", label: t("mode.single") },
              { value: "multiple", label: t("mode.multiple") },
            ]}
          />
          {state.mode === "single" ? (
            <>
              {fields.scheduleLater ? (
                <ChoiceGroup
                  legend={t("preference.legend")}
                  name="timePreference"
                  value={state.timePreference}
                  onChange={(timePreference) => dispatch({ type: "setTimePreference", timePreference })}
                  choices={[
                    { value: "scheduleNow", label: t("preference.now"), help: t("preference.nowHelp") },
                    { value: "scheduleLater", label: t("preference.later"), help: t("preference.laterHelp") },
                  ]}
                />
              ) : null}
              {state.timePreference === "scheduleNow" ? (
                <SlotPicker
                  label={t("picker.date")}
                  zone={zone}
                  today={today}
                  slots={times.slots}
                  status={times.status}
                  day={state.selectedDate}
                  selected={state.timeslot?.identifier ?? null}
                  errorId="schedule-error"
                  messages={[
                    ...(refused?.id === "single" ? [refused.message] : []),
                    ...(scheduleMessages ?? []),
                  ]}
                  blocked={blocked}
                  onBlocked={(message) => setRefused({ id: "single", message })}
                  onDay={(next) => {
                    setRefused(null);
                    times.ensure(next);
                    if (next !== state.selectedDate) dispatch({ type: "selectDate", date: next });
                  }}
                  onSlot={(slot) => dispatch({ type: "selectTimeslot", timeslot: slot })}
                  onWeek={(first, last) => {
                    times.ensure(first);
                    times.ensure(last);
                  }}
                />
              ) : null}
            </>
          ) : (
            <SeriesSessions
              drafts={state.drafts}
              dispatch={dispatch}
              max={form.policy.maxSeriesSessions}
              zone={zone}
              today={today}
              slots={times.slots}
              status={times.status}
              ensure={times.ensure}
              messages={scheduleMessages}
              blocked={blocked}
              refused={refused}
              onRefused={setRefused}
              conflicts={conflicts}
              cadence={cadence}
              onRepeat={(every) => void repeat(every)}
            />
          )}
          <Select
            label={t("modality.label")}
            placeholder={t("modality.placeholder")}
            options={form.modalities}
            value={state.modalityIdentifier ?? ""}
            onValueChange={(value) => dispatch({ type: "setModality", modalityIdentifier: value || null })}
            error={messages.modality?.join(" ")}
          />
          <ConcernField
            concerns={form.concerns}
            selected={state.concerns}
            onChange={(concerns) => dispatch({ type: "setConcerns", concerns })}
            messages={messages.concerns}
          />
          {fields.participants ? (
            <ParticipantField
              participants={state.participants}
              onAdd={(email) => dispatch({ type: "addParticipant", email })}
              onRemove={(email) => dispatch({ type: "removeParticipant", email })}
              messages={messages.participants}
            />
          ) : null}
          {fields.note ? (
            <TextArea
              label={t("note.label")}
              help={t("note.help", { name })}
              maxLength={1000}
              value={state.note}
              onChange={(event) => dispatch({ type: "setNote", note: event.currentTarget.value })}
              error={messages.note?.join(" ")}
            />
          ) : null}
        </Card>
        <aside className={css.aside} aria-label={t("summary.title")}>
          <Card>
            <BookingSummaryPanel
              state={state}
              figures={figures}
              person={{
                name,
                photo: role === "provider" ? form.client.photoUrl : form.provider.photo,
              }}
              therapy={therapy?.name ?? null}
              modality={modality?.name ?? null}
              concerns={form.concerns.filter((c) => state.concerns.includes(c.identifier)).map((c) => c.name)}
              officeAddress={fields.officeAddress ? form.provider.officeAddress : null}
              currency={form.fees.currencyCode}
              locale={region.locale}
              zone={zone}
              minutes={form.provider.appointmentDuration}
            >
              <Button type="submit" fullWidth loading={fetcher.state !== "idle"}>
                {submitLabel(role, requiresApproval)}
              </Button>
            </BookingSummaryPanel>
          </Card>
        </aside>
      </form>
    </div>
  );
}
