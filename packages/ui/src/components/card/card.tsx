import { createElement, type HTMLAttributes } from "react";
import { type CardVariants, card } from "./card.css.ts";

export interface CardProps extends HTMLAttributes<HTMLElement>, CardVariants {
  as?: "div" | "article" | "section" | "li";
}

/** A soft surface with no hard border; cards in a grid stretch to equal heights. */
export function Card({ as = "div", padding, interactive, className, ...rest }: CardProps) {
  return createElement(as, {
    className: [card({ padding, interactive }), className].filter(Boolean).join(" "),
    ...rest,
  });
}
