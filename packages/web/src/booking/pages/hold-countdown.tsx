import { countdownMark, formatCountdown } from "@marketplace/domain/booking";
import { VisuallyHidden } from "@marketplace/ui/layout";
import { Text } from "@marketplace/ui/text";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./booking-pages.css.ts";
import { countdownAnnouncement, moment } from "./booking-text.ts";

export interface HoldCountdownProps {
  /** Seconds left when the server rendered the page: what shows without JavaScript. */
  initialSeconds: number;
  /** When the hold ends (ISO), said in words beside the clock. */
  expiresAt: string;
  timeZone: string;
  /** Several sessions are held ('These times…'). */
  series: boolean;
  /** What replaces the clock once the hold ends: the slot was released. */
  released: ReactNode;
  /** Called once when the clock reaches 0 in the browser. */
  onEnd?: () => void;
}

/**
 * The hold's countdown (decision 021: a client's unpaid slot is held, then released). The server
 * renders the time left, so the page reads right without JavaScript; in the browser the clock ticks
 * from the same figure (the browser's own clock may differ from the server's), a live region speaks
 * only at the domain's marks, and at 0 the released notice takes the clock's place.
 */
export function HoldCountdown({
  initialSeconds,
  expiresAt,
  timeZone,
  series,
  released,
  onEnd,
}: HoldCountdownProps) {
  const [left, setLeft] = useState(initialSeconds);
  const [said, setSaid] = useState("");
  // The latest callback, so a new one from a re-render does not restart the clock.
  const ended = useRef(onEnd);
  ended.current = onEnd;
  useEffect(() => {
    setLeft(initialSeconds);
    if (initialSeconds <= 0) return;
    const deadline = Date.now() + initialSeconds * 1000;
    let before = initialSeconds;
    const timer = window.setInterval(() => {
      const now = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      const mark = countdownMark(before, now);
      if (mark !== null) setSaid(countdownAnnouncement(now));
      before = now;
      setLeft(now);
      if (now <= 0) {
        window.clearInterval(timer);
        ended.current?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [initialSeconds]);
  return (
    <div data-testid="hold">
      {left > 0 ? (
        <div className={css.form}>
          <Text>
            {t(series ? "payment.heldSeries" : "payment.held", { time: moment(expiresAt, timeZone) })}
          </Text>
          <div>
            <Text size="sm" tone="muted" id="hold-left-label">
              {t("payment.timeLeft")}
            </Text>
            <p className={css.clock} role="timer" aria-labelledby="hold-left-label" data-testid="countdown">
              {formatCountdown(left)}
            </p>
          </div>
        </div>
      ) : (
        released
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="countdown-announcement">
        {said}
      </VisuallyHidden>
    </div>
  );
}
