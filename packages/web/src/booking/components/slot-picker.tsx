import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { Button } from "@marketplace/ui/button";
import { TextField } from "@marketplace/ui/text-field";
import { Globe } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { tBooking as t } from "../../i18n/index.ts";
import type { Timeslot } from "../booking-contract.ts";
import { addDays, nextOpenDay, slotsOnDay } from "../slot-days.ts";
import type { TimesStatus } from "../use-open-times.ts";
import * as css from "./booking.css.ts";
import { FieldError } from "./field-error.tsx";

/** A calendar day as people read it: 'Dec 3, 2026' (noon UTC, so no zone moves it to another day). */
export const dayLabel = (day: string) => formatShortDate(`${day}T12:00:00Z`, "UTC");

export interface SlotPickerProps {
  /** The date field's label ('Date', 'Date for session 2'). */
  label: string;
  zone: string;
  today: string;
  slots: readonly Timeslot[];
  status: TimesStatus;
  day: string | null;
  selected: string | null;
  onDay: (day: string) => void;
  onSlot: (slot: Timeslot) => void;
  /** The picker's own message ('Please select a therapy category first.'), shown beside its date field. */
  messages?: readonly string[];
  /** Id of the error block, for the date field's description. */
  errorId: string;
  /** Says why the picker may not open: returns a message, or null when it may. */
  blocked: () => string | null;
  onBlocked: (message: string) => void;
}

/**
 * A date field and that day's open times in the viewer's timezone, named under them. Times are
 * toggle buttons (choosing the chosen one again deselects it, the reducer's rule).
 */
export function SlotPicker(props: SlotPickerProps) {
  const { label, zone, today, slots, status, day, selected, onDay, onSlot, messages, errorId } = props;
  const id = useId();
  const guard = () => {
    const message = props.blocked();
    if (message) props.onBlocked(message);
    return message === null;
  };
  const pick = (next: string) => {
    if (guard()) onDay(next);
  };
  // A day chosen with a button (the button then goes away): the focus moves to that day's times.
  const list = useRef<HTMLUListElement>(null);
  const focusTimes = useRef(false);
  const jump = (next: string) => {
    focusTimes.current = true;
    pick(next);
  };
  useEffect(() => {
    if (!focusTimes.current || !day) return;
    const first = list.current?.querySelector("button");
    if (first) {
      focusTimes.current = false;
      first.focus();
    }
  });
  const times = day ? slotsOnDay(slots, day, zone) : [];
  const next = nextOpenDay(slots, day ?? today, zone);
  const later = day ? nextOpenDay(slots, addDays(day, 1), zone) : null;
  return (
    <div className={css.picker}>
      <div className={css.dateField}>
        <TextField
          label={label}
          type="date"
          min={today}
          value={day ?? ""}
          onChange={(event) => {
            if (event.currentTarget.value) pick(event.currentTarget.value);
          }}
          onMouseDown={(event) => {
            if (!guard()) event.preventDefault();
          }}
          aria-invalid={messages && messages.length > 0 ? true : undefined}
          aria-describedby={`${id}-zone${messages && messages.length > 0 ? ` ${errorId}` : ""}`}
        />
      </div>
      <FieldError id={errorId} messages={messages} />
      <p className={css.zone} id={`${id}-zone`} data-testid="picker-zone">
        <Globe size={16} aria-hidden="true" />
        {t("picker.zone", { zone })}
      </p>
      {status === "loading" ? <output className={css.help}>{t("picker.loading")}</output> : null}
      {status === "failed" ? (
        <p className={css.error} role="alert">
          {t("picker.failed")}
        </p>
      ) : null}
      {day && times.length > 0 ? (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t("picker.times", { date: dayLabel(day) })}</legend>
          <ul className={css.slots} ref={list}>
            {times.map((slot) => (
              <li key={slot.identifier}>
                <button
                  type="button"
                  className={css.slot}
                  aria-pressed={selected === slot.identifier}
                  onClick={() => {
                    if (guard()) onSlot(slot);
                  }}
                >
                  <time dateTime={slot.startTime}>{formatTime(slot.startTime, zone)}</time>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {day && times.length === 0 && status !== "loading" ? (
        <p className={css.help}>{t("picker.none", { date: dayLabel(day) })}</p>
      ) : null}
      {!day && next ? (
        <div>
          <Button tone="secondary" size="sm" onClick={() => jump(next)}>
            {t("picker.first", { date: dayLabel(next) })}
          </Button>
        </div>
      ) : null}
      {day && times.length === 0 && later ? (
        <div>
          <Button tone="secondary" size="sm" onClick={() => jump(later)}>
            {t("picker.next", { date: dayLabel(later) })}
          </Button>
        </div>
      ) : null}
      {!day && !next && status === "idle" ? <p className={css.help}>{t("picker.noneAtAll")}</p> : null}
    </div>
  );
}
