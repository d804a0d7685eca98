import { createElement, type HTMLAttributes, type ReactNode } from "react";
import * as flex from "./flex.css.ts";
import { bareList, container, grid, visuallyHidden } from "./layout.css.ts";

export type Tag =
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

type Space = keyof typeof flex.gap;
type Direction = keyof typeof flex.direction.base;

/** What Stack and Inline take besides the element's own attributes. */
export interface FlexProps extends Omit<HTMLAttributes<HTMLElement>, "color"> {
  as?: Tag;
  children?: ReactNode;
  gap?: Space;
  alignItems?: keyof typeof flex.alignItems;
  justifyContent?: keyof typeof flex.justifyContent;
  flexWrap?: keyof typeof flex.flexWrap;
  flexGrow?: 0 | 1;
  marginTop?: keyof typeof flex.marginTop;
  padding?: Space;
  color?: keyof typeof flex.color;
}

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(" ") || undefined;

function Flex({
  as = "div",
  className,
  gap,
  alignItems,
  justifyContent,
  flexWrap,
  flexGrow,
  marginTop,
  padding,
  color,
  layout,
  ...props
}: FlexProps & { layout: string }) {
  const classes = cx(
    layout,
    (as === "ul" || as === "ol") && bareList,
    gap && flex.gap[gap],
    alignItems && flex.alignItems[alignItems],
    justifyContent && flex.justifyContent[justifyContent],
    flexWrap && flex.flexWrap[flexWrap],
    flexGrow !== undefined && flex.flexGrow[flexGrow],
    marginTop && flex.marginTop[marginTop],
    padding && flex.padding[padding],
    color && flex.color[color],
    className,
  );
  return createElement(as, { className: classes, ...props });
}

export interface StackProps extends FlexProps {
  /** Column (default) or row; responsive, e.g. `{ base: "column", md: "row" }` (769 and 1024 px up). */
  direction?: Direction | { base: Direction; md?: Direction; lg?: Direction };
}

/** Children one under another (or side by side from a breakpoint) with a gap (default 16 px). */
export function Stack({ gap = "4", direction = "column", ...props }: StackProps) {
  const { base, md, lg } = typeof direction === "string" ? { base: direction } : direction;
  const layout = cx(
    flex.direction.base[base],
    md && flex.direction.md[md],
    lg && flex.direction.lg[lg],
  ) as string;
  return <Flex gap={gap} layout={layout} {...props} />;
}

export type InlineProps = FlexProps;

/** Children side by side, wrapping onto new lines, centred vertically, with a gap (default 8 px). */
export function Inline({ gap = "2", flexWrap = "wrap", alignItems = "center", ...props }: InlineProps) {
  return (
    <Flex gap={gap} flexWrap={flexWrap} alignItems={alignItems} layout={flex.direction.base.row} {...props} />
  );
}

/** Another name for Inline: a wrapping cluster of chips, buttons or links. */
export const Cluster = Inline;

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: Tag;
}

/** Page content: max width 1440 with page gutters. */
export function Container({ as = "div", className, ...props }: ContainerProps) {
  return createElement(as, { className: cx(container, className), ...props });
}

export interface GridProps extends HTMLAttributes<HTMLElement> {
  as?: Tag;
  gap?: Space;
}

/**
 * A responsive grid of equal-height items (cards stretch to the tallest in their row), never
 * narrower than the spec's minimum card width of 320 px. It is a list by default, so screen readers
 * announce how many results there are.
 */
export function Grid({ as = "ul", gap = "6", className, ...props }: GridProps) {
  return createElement(as, { className: cx(grid, flex.gap[gap], className), ...props });
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
