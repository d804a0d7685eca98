import { createElement, type HTMLAttributes } from "react";
import { type CardListVariants, cardList } from "./card-list.css.ts";

export interface CardListProps extends HTMLAttributes<HTMLElement>, CardListVariants {
  /** A list (default), or a description list of facts. */
  as?: "ul" | "ol" | "dl" | "div";
}

/**
 * Cards, rows, chips or links as a list with no bullets, spaced by the theme: one under another,
 * wrapping side by side, or in columns. Screen readers still announce a list and its length.
 */
export function CardList({ as = "ul", layout, gap, align, className, ...rest }: CardListProps) {
  return createElement(as, {
    className: [cardList({ layout, gap, align }), className].filter(Boolean).join(" "),
    ...rest,
  });
}
