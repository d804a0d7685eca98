// The slides' layout is in the first paint: the stylesheet stays with the page, only the code waits.
import "keen-slider/keen-slider.min.css";
import { hydrateLater } from "../shell/index.ts";
import type { QuoteSliderProps } from "./quote-slider.tsx";

/**
 * The sign-up page's quotes, hydrating after the page: the first quote is the server's, and nothing
 * in the panel is needed before the form, so the slider's own code (its dots and autoplay) waits
 * (decision 033). Until then a dot does nothing, as before the page hydrated.
 */
export const QuoteSliderLater = hydrateLater<QuoteSliderProps>(() =>
  import("./quote-slider.tsx").then((m) => m.QuoteSlider),
);
