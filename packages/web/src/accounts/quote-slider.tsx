import { media } from "@marketplace/ui/theme";
import type { KeenSliderInstance } from "keen-slider";
import { useEffect, useRef, useState } from "react";
import * as css from "./accounts.css.ts";

export const SLIDER = { autoplayMs: 5000, speedMs: 300 } as const;

/** keen-slider autoplay (the library leaves it to a plugin): next slide every 5 s, paused on hover. */
function autoplay(slider: KeenSliderInstance) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  const clear = () => clearTimeout(timer);
  const next = () => {
    clear();
    if (!hovered) timer = setTimeout(() => slider.next(), SLIDER.autoplayMs);
  };
  slider.on("created", () => {
    slider.container.addEventListener("mouseover", () => {
      hovered = true;
      clear();
    });
    slider.container.addEventListener("mouseout", () => {
      hovered = false;
      next();
    });
    next();
  });
  slider.on("dragStarted", clear);
  slider.on("animationEnded", next);
  slider.on("updated", next);
  slider.on("destroyed", clear);
}

/**
 * Three motivational quotes: autoplay every 5 s, 300 ms slides, dots, no arrows, infinite loop. The first
 * quote is server-rendered; keen-slider (5 KB gzip) loads after hydration, and only where the panel shows
 * (wider than the mobile layout), so the sign-up page's first load does not carry it.
 */
export interface QuoteSliderProps {
  quotes: string[];
  dotLabel: (n: number) => string;
}

export function QuoteSlider({ quotes, dotLabel }: QuoteSliderProps) {
  const [current, setCurrent] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  useEffect(() => {
    if (!window.matchMedia(media.md).matches) return;
    let live = true;
    import("keen-slider").then(({ default: KeenSlider }) => {
      if (!live || !container.current) return;
      slider.current = new KeenSlider(
        container.current,
        {
          loop: true,
          defaultAnimation: { duration: SLIDER.speedMs },
          slideChanged: (s) => setCurrent(s.track.details.rel),
        },
        [autoplay],
      );
    });
    return () => {
      live = false;
      slider.current?.destroy();
      slider.current = null;
    };
  }, []);
  return (
    <div>
      <div ref={container} className="keen-slider" aria-live="polite">
        {quotes.map((quote) => (
          <blockquote key={quote} className={`keen-slider__slide ${css.slide}`}>
            “{quote}”
          </blockquote>
        ))}
      </div>
      <ul className={css.dots}>
        {quotes.map((quote, i) => (
          <li key={quote}>
            <button
              type="button"
              className={css.dot}
              aria-label={dotLabel(i + 1)}
              aria-current={current === i ? "true" : undefined}
              onClick={() => slider.current?.moveToIdx(i)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
