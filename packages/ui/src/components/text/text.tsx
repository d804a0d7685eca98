import { createElement, type HTMLAttributes } from "react";
import { type HeadingVariants, heading, type TextVariants, text } from "./text.css.ts";

export interface TextProps extends HTMLAttributes<HTMLElement>, TextVariants {
  as?: "p" | "span" | "div" | "strong" | "small" | "time" | "address";
}

export function Text({ as = "p", size, tone, weight, clamp, measure, className, ...rest }: TextProps) {
  return createElement(as, {
    className: [text({ size, tone, weight, clamp, measure }), className].filter(Boolean).join(" "),
    ...rest,
  });
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement>, HeadingVariants {
  /** The document level (h1–h4); the look is chosen with `size`. */
  level: 1 | 2 | 3 | 4;
}

export function Heading({ level, size, className, ...rest }: HeadingProps) {
  return createElement(`h${level}`, {
    className: [heading({ size }), className].filter(Boolean).join(" "),
    ...rest,
  });
}
