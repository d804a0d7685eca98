import { createElement, type HTMLAttributes, type ReactNode } from "react";
import { type Sprinkles, sprinkles } from "../../theme/sprinkles.css.ts";
import { cardGrid, container } from "./layout.css.ts";

type Tag =
  | "div"
  | "section"
  | "main"
  | "header"
  | "footer"
  | "nav"
  | "ul"
  | "ol"
  | "li"
  | "aside"
  | "article"
  | "span";

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, "color">, Sprinkles {
  as?: Tag;
  children?: ReactNode;
}

const split = (props: Record<string, unknown>) => {
  const style: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) style[key] = value;
    else rest[key] = value;
  }
  return { style: style as Sprinkles, rest };
};

/** The layout atom: sprinkles props (responsive) become classes. */
export function Box({ as = "div", className, children, ...props }: BoxProps) {
  const { style, rest } = split(props);
  return createElement(
    as,
    { className: [sprinkles(style), className].filter(Boolean).join(" "), ...rest },
    children,
  );
}

export type StackProps = Omit<BoxProps, "display" | "flexDirection">;
/** Children one under another with a gap (default 4 = 16 px). */
export function Stack({ gap = "4", ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}

export type InlineProps = Omit<BoxProps, "display" | "flexDirection">;
/** Children side by side, wrapping, with a gap (default 2 = 8 px). */
export function Inline({ gap = "2", flexWrap = "wrap", alignItems = "center", ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={flexWrap}
      alignItems={alignItems}
      gap={gap}
      {...props}
    />
  );
}

/** Page content: max width 1440 with gutters. */
export function Container({ className, ...props }: BoxProps) {
  return <Box className={[container, className].filter(Boolean).join(" ")} {...props} />;
}

/** A responsive grid of equal-height cards. */
export function CardGrid({ className, as = "ul", ...props }: BoxProps) {
  return <Box as={as} className={[cardGrid, className].filter(Boolean).join(" ")} {...props} />;
}
