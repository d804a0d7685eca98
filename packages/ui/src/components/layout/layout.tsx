import { assignInlineVars } from "@vanilla-extract/dynamic";
import { createElement, type HTMLAttributes, type ReactNode } from "react";
import { type Sprinkles, sprinkles } from "../../theme/sprinkles.css.ts";
import { bareList, container, grid, minItemWidth, visuallyHidden } from "./layout.css.ts";

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
  | "span"
  | "form"
  | "fieldset"
  | "dl";

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, "color">, Sprinkles {
  as?: Tag;
  children?: ReactNode;
}

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(" ");

const split = (props: Record<string, unknown>) => {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      if (value !== undefined) atoms[key] = value;
    } else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
};

/**
 * The layout atom: sprinkles props become classes, responsive with
 * `{ base, md, lg }` (769 and 1024 px and up; base is the phone layout).
 */
export function Box({ as = "div", className, children, ...props }: BoxProps) {
  const { atoms, rest } = split(props);
  const isList = as === "ul" || as === "ol";
  return createElement(
    as,
    { className: cx(isList && bareList, sprinkles(atoms), className) || undefined, ...rest },
    children,
  );
}

export interface StackProps extends Omit<BoxProps, "display"> {
  /** Column (default) or row; responsive, e.g. `{ base: "column", md: "row" }`. */
  direction?: Sprinkles["flexDirection"];
}

/** Children one under another (or side by side from a breakpoint) with a gap (default 16 px). */
export function Stack({ gap = "4", direction = "column", ...props }: StackProps) {
  return <Box display="flex" flexDirection={direction} gap={gap} {...props} />;
}

export type InlineProps = Omit<BoxProps, "display" | "flexDirection">;

/** Children side by side, wrapping onto new lines, centred vertically, with a gap (default 8 px). */
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

/** Another name for Inline: a wrapping cluster of chips, buttons or links. */
export const Cluster = Inline;

/** Page content: max width 1440 with page gutters. */
export function Container({ className, ...props }: BoxProps) {
  return <Box className={cx(container, className)} {...props} />;
}

export interface GridProps extends Omit<BoxProps, "display" | "gridTemplateColumns"> {
  /** The narrowest an item may get before a column is dropped, in px (spec: 320). */
  minItemWidth?: number;
}

/**
 * A responsive grid of equal-height items (cards stretch to the tallest in their row). It is a
 * list by default, so screen readers announce how many results there are.
 */
export function Grid({
  as = "ul",
  minItemWidth: min = 320,
  gap = "6",
  className,
  style,
  ...props
}: GridProps) {
  return (
    <Box
      as={as}
      gap={gap}
      className={cx(grid, className)}
      style={{ ...style, ...assignInlineVars({ [minItemWidth]: `${min}px` }) }}
      {...props}
    />
  );
}

/** Kept for screens written before `Grid` took a minimum width. */
export const CardGrid = Grid;

/** Text for screen readers only (e.g. the label of an icon button). */
export function VisuallyHidden({
  as = "span",
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: "span" | "div" | "h1" | "h2" | "h3" }) {
  return createElement(as, { className: cx(visuallyHidden, className), ...props });
}
