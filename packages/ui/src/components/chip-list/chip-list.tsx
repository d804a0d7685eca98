import { type ReactNode, useId, useState } from "react";
import { Chip, ChipButton } from "../chip/chip.tsx";
import { list } from "./chip-list.css.ts";

export interface ChipListProps {
  items: Array<{ key: string; label: ReactNode }>;
  /** Chips shown before the '+ N more' chip (spec: 5). */
  max?: number;
  /** The overflow chip's text, from translations: (hidden) => '+ 3 more'. */
  moreLabel: (hidden: number) => string;
  /** Accessible name of the list, e.g. 'Concerns'. */
  label: string;
}

/**
 * Up to `max` chips, then '+ N more' that reveals the rest: on hover where the pointer can hover
 * (desktop), on tap elsewhere, and always by keyboard (it is a real button with aria-expanded).
 */
export function ChipList({ items, max = 5, moreLabel, label }: ChipListProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const hidden = items.length - max;
  const visible = expanded || hidden <= 0 ? items : items.slice(0, max);
  const canHover = () =>
    typeof window !== "undefined" && window.matchMedia?.("(hover: hover) and (pointer: fine)").matches;
  return (
    <ul
      className={list}
      aria-label={label}
      id={id}
      onMouseLeave={() => (canHover() ? setExpanded(false) : undefined)}
    >
      {visible.map((item) => (
        <li key={item.key}>
          <Chip>{item.label}</Chip>
        </li>
      ))}
      {hidden > 0 && !expanded ? (
        <li>
          <ChipButton
            tone="accent"
            aria-expanded={false}
            aria-controls={id}
            onClick={() => setExpanded(true)}
            onMouseEnter={() => (canHover() ? setExpanded(true) : undefined)}
          >
            {moreLabel(hidden)}
          </ChipButton>
        </li>
      ) : null}
    </ul>
  );
}
