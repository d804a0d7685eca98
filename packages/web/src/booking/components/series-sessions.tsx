import {
  type BookingDraftAction,
  draftStatus,
  isScheduled,
  MIN_SERIES_SESSIONS,
  parseSessionCount,
  type SessionDraft,
} from "@marketplace/domain/booking";
import { dateKeyInZone, formatShortDate, formatTime } from "@marketplace/domain/dates";
import { Button } from "@marketplace/ui/button";
import { TextField } from "@marketplace/ui/text-field";
import { Plus, Repeat, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { tBooking as t } from "../../i18n/index.ts";
import type { Timeslot } from "../booking-contract.ts";
import type { Every } from "../cadence.ts";
import type { TimesStatus } from "../use-open-times.ts";
import * as css from "./booking.css.ts";
import { FieldError } from "./field-error.tsx";
import { SlotPicker } from "./slot-picker.tsx";

export type CadenceState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; filled: number; conflicts: number }
  | { kind: "failed" };

export interface SeriesSessionsProps {
  drafts: readonly SessionDraft[];
  dispatch: (action: BookingDraftAction) => void;
  max: number;
  zone: string;
  today: string;
  slots: readonly Timeslot[];
  status: TimesStatus;
  ensure: (day: string) => void;
  /** The schedule's blocking messages (duplicates, missing times). */
  messages: readonly string[] | undefined;
  blocked: () => string | null;
  /** The draft whose picker was refused, with the message. */
  refused: { id: string; message: string } | null;
  onRefused: (refusal: { id: string; message: string } | null) => void;
  conflicts: Readonly<Record<string, string>>;
  cadence: CadenceState;
  onRepeat: (every: Every) => void;
}

/**
 * A course: how many sessions (at least 2), each one's date and time picked by hand or filled from
 * the first one's weekly cadence; a week that is taken shows as a conflict to pick by hand.
 */
export function SeriesSessions(props: SeriesSessionsProps) {
  const { drafts, dispatch, max, zone, today, messages, refused, conflicts, cadence } = props;
  const [open, setOpen] = useState<string | null>(null);
  const [days, setDays] = useState<Record<string, string>>({});
  const [countText, setCountText] = useState(String(drafts.length));
  const openers = useRef(new Map<string, HTMLButtonElement | null>());
  // The list changed by its buttons (or a new therapy): the count field follows it.
  useEffect(() => {
    setCountText((text) => (parseSessionCount(text) === drafts.length ? text : String(drafts.length)));
  }, [drafts.length]);

  const toggle = (draft: SessionDraft) => {
    if (open === draft.id) return setOpen(null);
    const message = props.blocked();
    if (message) return props.onRefused({ id: draft.id, message });
    props.onRefused(null);
    setOpen(draft.id);
  };
  const first = drafts[0];
  return (
    <fieldset className={css.fieldset} aria-describedby={messages?.length ? "schedule-error" : undefined}>
      <legend className={css.legend}>{t("series.legend")}</legend>
      <div className={css.countField}>
        <TextField
          label={t("series.count")}
          type="number"
          inputMode="numeric"
          min={MIN_SERIES_SESSIONS}
          max={max}
          value={countText}
          help={t("series.countHelp", { min: MIN_SERIES_SESSIONS, max })}
          onChange={(event) => {
            const text = event.currentTarget.value;
            const capped = parseSessionCount(text) > max ? String(max) : text;
            setCountText(capped);
            dispatch({ type: "setDraftCount", input: capped });
          }}
        />
      </div>
      <FieldError id="schedule-error" messages={messages} />
      <ol className={css.sessions} aria-label={t("series.legend")}>
        {drafts.map((draft, index) => {
          const n = index + 1;
          const conflict = conflicts[draft.id];
          const scheduled = isScheduled(draft);
          const day = days[draft.id] ?? draft.date;
          return (
            <li key={draft.id} className={css.session} data-testid={`session-${n}`}>
              <div className={css.sessionHead}>
                <div className={css.sessionWhen}>
                  <strong>{t("series.session", { n })}</strong>
                  <span className={scheduled ? css.status : css.statusOpen}>{draftStatus(draft)}</span>
                  {scheduled && draft.startTime ? (
                    <time dateTime={draft.startTime}>
                      {t("summary.slot", {
                        date: formatShortDate(draft.startTime, zone),
                        time: formatTime(draft.startTime, zone),
                        zone,
                      })}
                    </time>
                  ) : null}
                </div>
                <div className={css.sessionActions}>
                  <Button
                    tone="secondary"
                    size="sm"
                    ref={(node) => {
                      openers.current.set(draft.id, node);
                    }}
                    aria-expanded={open === draft.id}
                    aria-label={scheduled ? t("series.changeLabel", { n }) : t("series.chooseLabel", { n })}
                    onClick={() => toggle(draft)}
                  >
                    {scheduled ? t("series.change") : t("series.choose")}
                  </Button>
                  <Button
                    tone="ghost"
                    size="sm"
                    icon={<Trash2 size={16} aria-hidden="true" />}
                    aria-label={t("series.removeLabel", { n })}
                    disabled={drafts.length <= MIN_SERIES_SESSIONS}
                    onClick={() => dispatch({ type: "removeDraft", id: draft.id })}
                  >
                    {t("series.remove")}
                  </Button>
                </div>
              </div>
              {conflict && !scheduled ? (
                <p className={css.error} data-testid={`conflict-${n}`}>
                  {t("series.conflict", {
                    date: formatShortDate(conflict, zone),
                    time: formatTime(conflict, zone),
                  })}
                </p>
              ) : null}
              <FieldError
                id={`session-${n}-error`}
                messages={refused?.id === draft.id ? [refused.message] : undefined}
              />
              {open === draft.id ? (
                <SlotPicker
                  label={t("picker.sessionDate", { n })}
                  zone={zone}
                  today={today}
                  slots={props.slots}
                  status={props.status}
                  day={day}
                  selected={draft.timeslotIdentifier}
                  errorId={`session-${n}-picker-error`}
                  blocked={props.blocked}
                  onBlocked={(message) => props.onRefused({ id: draft.id, message })}
                  onDay={(next) => {
                    setDays((all) => ({ ...all, [draft.id]: next }));
                    props.ensure(next);
                  }}
                  onWeek={(first, last) => {
                    props.ensure(first);
                    props.ensure(last);
                  }}
                  onSlot={(slot) => {
                    dispatch({
                      type: "scheduleDraft",
                      id: draft.id,
                      date: dateKeyInZone(slot.startTime, zone),
                      timeslot: slot,
                    });
                    setOpen(null);
                    // Back to the row's button, which now says the session is scheduled.
                    requestAnimationFrame(() => openers.current.get(draft.id)?.focus());
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          tone="secondary"
          icon={<Plus size={20} aria-hidden="true" />}
          disabled={drafts.length >= max}
          onClick={() => dispatch({ type: "addDraft" })}
        >
          {t("series.add")}
        </Button>
      </div>
      {first && isScheduled(first) && drafts.length > 1 ? (
        <section className={css.cadence} aria-labelledby="cadence-title" data-testid="cadence">
          <h3 id="cadence-title" className={css.legend}>
            {t("series.repeatTitle")}
          </h3>
          <p className={css.help}>{t("series.repeatText")}</p>
          <div className={css.sessionActions}>
            <Button
              tone="secondary"
              icon={<Repeat size={20} aria-hidden="true" />}
              loading={cadence.kind === "loading"}
              onClick={() => props.onRepeat(1)}
            >
              {t("series.weekly")}
            </Button>
            <Button
              tone="secondary"
              icon={<Repeat size={20} aria-hidden="true" />}
              loading={cadence.kind === "loading"}
              onClick={() => props.onRepeat(2)}
            >
              {t("series.everyOther")}
            </Button>
          </div>
          <output className={css.live}>
            {cadence.kind === "loading" ? <span className={css.help}>{t("series.repeating")}</span> : null}
            {cadence.kind === "done" ? (
              <span className={css.help}>
                {t("series.repeated", { count: cadence.filled })}
                {cadence.conflicts > 0 ? ` ${t("series.conflicts", { count: cadence.conflicts })}` : ""}
              </span>
            ) : null}
            {cadence.kind === "failed" ? (
              <span className={css.error}>{t("series.cadenceFailed")}</span>
            ) : null}
          </output>
        </section>
      ) : null}
    </fieldset>
  );
}
