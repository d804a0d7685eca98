import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { Button } from "@marketplace/ui/button";
import { WeekGrid, type WeekGridDay } from "@marketplace/ui/week-grid";
import { Globe } from "lucide-react";
import { useId, useState } from "react";
import { tBooking as t } from "../../i18n/index.ts";
import type { Timeslot } from "../booking-contract.ts";
import { addDays, nextOpenDay, slotsOnDay } from "../slot-days.ts";
import type { TimesStatus } from "../use-open-times.ts";
import * as css from "./booking.css.ts";
import { FieldError } from "./field-error.tsx";

/** A calendar day as people read it: 'Dec 3, 2026' (noon UTC, so no zone moves it to another day). */
export const dayLabel = (day: string) => formatShortDate(`${day}T12:00:00Z`, "UTC");

const dayParts = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
};
const weekdayShort = dayParts({ weekday: "short" });
const monthDay = dayParts({ month: "short", day: "numeric" });
/** 'Tuesday, December 1, 2026': a day's full name, for the times' accessible names. */
export const fullDay = dayParts({ weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** Days shown at once: a week. */
const WEEK = 7;

/** The week of open times from `start`: each day's times in the viewer's timezone, fully named. */
export function weekOf(slots: readonly Timeslot[], start: string, zone: string): WeekGridDay[] {
  return Array.from({ length: WEEK }, (_, i) => {
    const key = addDays(start, i);
    const name = fullDay(key);
    return {
      key,
      weekday: weekdayShort(key),
      date: monthDay(key),
      name,
      times: slotsOnDay(slots, key, zone).map((slot) => {
        const time = formatTime(slot.startTime, zone);
        return { id: slot.identifier, label: time, name: `${name}, ${time}`, dateTime: slot.startTime };
      }),
    };
  });
}

export interface SlotPickerProps {
  /** The grid's label ('Date', 'Date for session 2'). */
  label: string;
  zone: string;
  today: string;
  slots: readonly Timeslot[];
  status: TimesStatus;
  day: string | null;
  selected: string | null;
  onDay: (day: string) => void;
  onSlot: (slot: Timeslot) => void;
  /** A week was shown: its open times are fetched if they are not yet (first and last day). */
  onWeek: (first: string, last: string) => void;
  /** The picker's own message ('Please select a therapy category first.'), shown beside its date field. */
  messages?: readonly string[];
  /** Id of the error block, for the date field's description. */
  errorId: string;
  /** Says why the picker may not open: returns a message, or null when it may. */
  blocked: () => string | null;
  onBlocked: (message: string) => void;
}

/**
 * A week of open times in the viewer's timezone (issue 28: as a directory of therapists shows them),
 * named under it: from the chosen day, else the first open day, else today; previous and next week
 * (never before today). Choosing a time chooses its day too; choosing the chosen one again deselects it
 * (the reducer's rule).
 */
export function SlotPicker(props: SlotPickerProps) {
  const { label, zone, today, slots, status, day, selected, onDay, onSlot, onWeek, messages, errorId } =
    props;
  const id = useId();
  const guard = () => {
    const message = props.blocked();
    if (message) props.onBlocked(message);
    return message === null;
  };
  const [start, setStart] = useState<string | null>(null);
  const first = start ?? (day && day >= today ? day : (nextOpenDay(slots, today, zone) ?? today));
  const show = (next: string) => {
    const from = next < today ? today : next;
    setStart(from);
    onWeek(from, addDays(from, WEEK - 1));
  };
  const days = weekOf(slots, first, zone);
  const empty = days.every((d) => d.times.length === 0);
  const later = empty ? nextOpenDay(slots, addDays(first, WEEK), zone) : null;
  const invalid = messages && messages.length > 0;
  return (
    <div className={css.picker}>
      <WeekGrid
        label={label}
        weekLabel={`${dayLabel(first)} – ${dayLabel(addDays(first, WEEK - 1))}`}
        days={days}
        selected={selected}
        previousLabel={t("picker.previousWeek")}
        nextLabel={t("picker.nextWeek")}
        onPrevious={first > today ? () => show(addDays(first, -WEEK)) : undefined}
        onNext={() => show(addDays(first, WEEK))}
        noTimesLabel={t("picker.noTimes")}
        describedBy={`${id}-zone${invalid ? ` ${errorId}` : ""}`}
        onSelect={(time, shownDay) => {
          const slot = slots.find((s) => s.identifier === time.id);
          if (!slot || !guard()) return;
          if (shownDay.key !== day) onDay(shownDay.key);
          onSlot(slot);
        }}
      />
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
      {empty && later && status !== "loading" ? (
        <div>
          <Button tone="secondary" size="sm" onClick={() => show(later)}>
            {t("picker.next", { date: dayLabel(later) })}
          </Button>
        </div>
      ) : null}
      {!nextOpenDay(slots, today, zone) && status === "idle" ? (
        <p className={css.help}>{t("picker.noneAtAll")}</p>
      ) : null}
    </div>
  );
}
