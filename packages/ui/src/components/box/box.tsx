import { createElement, type HTMLAttributes, type ReactNode } from "react";
import { type Sprinkles, sprinkles } from "../../theme/sprinkles.css.ts";
import { bareList } from "../layout/layout.css.ts";
import type { Tag } from "../layout/layout.tsx";

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
 * The layout atom: any sprinkles prop becomes a class, responsive with `{ base, md, lg }` (769 and
 * 1024 px and up; base is the phone layout). Its class map is sizeable, so it is an entry of its own:
 * prefer Stack, Inline, Grid and Container (@marketplace/ui/layout) and reach for Box only for the
 * one-off layout they cannot express.
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
