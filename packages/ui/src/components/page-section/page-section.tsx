import { createElement, type HTMLAttributes, type ReactNode, useId } from "react";
import { Heading, Text } from "../text/text.tsx";
import { type PageSectionVariants, pageSection, sectionHead, sectionIntro } from "./page-section.css.ts";

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, "title">, PageSectionVariants {
  as?: "section" | "div" | "aside";
  /** The section's heading (an h2); it names the section for screen readers. */
  title?: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** An action at the end of the heading's line, e.g. a 'See all' link. */
  action?: ReactNode;
}

/** A section of a page with its heading, intro and action, spaced by the theme. */
export function PageSection({
  as = "section",
  title,
  intro,
  action,
  padding,
  band,
  gap,
  className,
  children,
  ...rest
}: PageSectionProps) {
  const headingId = useId();
  return createElement(
    as,
    {
      "aria-labelledby": title ? headingId : undefined,
      className: [pageSection({ padding, band, gap }), className].filter(Boolean).join(" "),
      ...rest,
    },
    title ? (
      <div className={sectionHead}>
        <div className={sectionIntro}>
          <Heading level={2} size="lg" id={headingId}>
            {title}
          </Heading>
          {intro ? <Text tone="muted">{intro}</Text> : null}
        </div>
        {action}
      </div>
    ) : null,
    children,
  );
}
