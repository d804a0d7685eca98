import type { ReactNode } from "react";
import * as css from "./staff.css.ts";

/**
 * A table's own box, named by its heading, that scrolls sideways on a phone instead of the page. It is
 * focusable so the keyboard can scroll it (axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  labelledBy,
  testId,
  children,
}: {
  labelledBy: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by the keyboard to scroll it
      tabIndex={0}
      className={css.scrollRegion}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
