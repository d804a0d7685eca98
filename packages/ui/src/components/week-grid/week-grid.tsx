import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import * as css from "./week-grid.css.ts";

export interface WeekGridTime {
  id: string;
  /** What the button shows: '9:00 AM'. */
  label: string;
  /** Its accessible name, with the full date: 'Tuesday, December 1, 2026, 9:00 AM'. */
  name: string;
  /** The instant, for the <time> element. */
  dateTime: string;
}

export interface WeekGridDay {
  /** 'YYYY-MM-DD'. */
  key: string;
  /** 'Tue'. */
  weekday: string;
  /** 'Dec 1'. */
  date: string;
  /** The day's full name, naming its group of times: 'Tuesday, December 1, 2026'. */
  name: string;
  times: WeekGridTime[];
}

export interface WeekGridProps {
  /** Names the whole grid ('Open times'). */
  label: string;
  /** The week shown, between the arrows: 'Nov 30 – Dec 6, 2026'. */
  weekLabel: string;
  days: readonly WeekGridDay[];
  selected: string | null;
  onSelect: (time: WeekGridTime, day: WeekGridDay) => void;
  previousLabel: string;
  nextLabel: string;
  /** Absent: no earlier (or later) week to show, and the button is disabled. */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Shown in a day without open times: 'No times'. */
  noTimesLabel: string;
  /** Ids of the messages about the grid (an error, the timezone). */
  describedBy?: string;
}

type Position = { day: number; time: number };

/**
 * A week of open times, as a directory of therapists shows them: seven columns (a row per day on a
 * phone), each time a toggle button named with its full date and time. One time is in the tab order
 * (the chosen one, else the first); the arrow keys move between times (up and down within a day, left
 * and right to the neighbouring days), Home and End to a day's first and last. Previous and next week
 * are buttons of their own.
 */
export function WeekGrid({
  label,
  weekLabel,
  days,
  selected,
  onSelect,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  noTimesLabel,
  describedBy,
}: WeekGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const all = days.flatMap((d) => d.times.map((t) => t.id));
  const tabbable =
    (focused && all.includes(focused) && focused) ||
    (selected && all.includes(selected) && selected) ||
    all[0];

  const positionOf = (id: string): Position | null => {
    for (const [day, d] of days.entries()) {
      const time = d.times.findIndex((t) => t.id === id);
      if (time >= 0) return { day, time };
    }
    return null;
  };
  const move = (from: Position, key: string): Position | null => {
    const count = days[from.day]?.times.length ?? 0;
    if (key === "ArrowDown") return from.time + 1 < count ? { ...from, time: from.time + 1 } : null;
    if (key === "ArrowUp") return from.time > 0 ? { ...from, time: from.time - 1 } : null;
    if (key === "Home") return { ...from, time: 0 };
    if (key === "End") return { ...from, time: count - 1 };
    const step = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return null;
    for (let day = from.day + step; day >= 0 && day < days.length; day += step) {
      const n = days[day]?.times.length ?? 0;
      if (n > 0) return { day, time: Math.min(from.time, n - 1) };
    }
    return null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const id = (event.target as HTMLElement).dataset.time;
    const from = id ? positionOf(id) : null;
    if (!from) return;
    const to = move(from, event.key);
    if (!to) return;
    event.preventDefault();
    const target = days[to.day]?.times[to.time];
    if (!target) return;
    setFocused(target.id);
    const buttons = grid.current?.querySelectorAll<HTMLButtonElement>("button[data-time]") ?? [];
    for (const button of buttons) if (button.dataset.time === target.id) button.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields
    <div className={css.root} role="group" aria-label={label} aria-describedby={describedBy}>
      <div className={css.head}>
        <button
          type="button"
          className={css.step}
          aria-label={previousLabel}
          disabled={!onPrevious}
          onClick={onPrevious}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <span className={css.week} aria-live="polite">
          {weekLabel}
        </span>
        <button type="button" className={css.step} aria-label={nextLabel} disabled={!onNext} onClick={onNext}>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the buttons inside */}
      <div className={css.days} ref={grid} onKeyDown={onKeyDown}>
        {days.map((day) => (
          // biome-ignore lint/a11y/useSemanticElements: a day's buttons, named by the day
          <div key={day.key} className={css.day} role="group" aria-label={day.name}>
            <div className={css.dayName} aria-hidden="true">
              <span className={css.weekday}>{day.weekday}</span>
              <span>{day.date}</span>
            </div>
            {day.times.length > 0 ? (
              <ul className={css.times}>
                {day.times.map((time) => (
                  <li key={time.id}>
                    <button
                      type="button"
                      className={css.time}
                      data-time={time.id}
                      aria-label={time.name}
                      aria-pressed={selected === time.id}
                      tabIndex={time.id === tabbable ? 0 : -1}
                      onFocus={() => setFocused(time.id)}
                      onClick={() => onSelect(time, day)}
                    >
                      <time dateTime={time.dateTime}>{time.label}</time>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <span className={css.none}>{noTimesLabel}</span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
