import { type ReactNode, useId, useRef, useState } from "react";
import { media } from "../../theme/tokens.ts";
import { Chip, ChipButton } from "../chip/chip.tsx";
import { list } from "./chip-list.css.ts";

export interface ChipListProps {
  items: Array<{ key: string; label: ReactNode }>;
  /** Chips shown before the '+ N more' chip (spec: 5). */
  max?: number;
  /** The overflow chip's text, from translations: (hidden) => '+ 3 more'. */
  moreLabel: (hidden: number) => string;
  /**
   * The text of the chip that folds the list again ('Show less'). Without it the overflow chip
   * goes away once the rest is shown, and focus moves to the list.
   */
  lessLabel?: string;
  /** Accessible name of the list, e.g. 'Concerns'. */
  label: string;
}

/** True only where the primary pointer can hover (desktop): hover expands there, tap elsewhere. */
const canHover = () =>
  typeof window !== "undefined" && window.matchMedia?.(media.finePointer).matches === true;

/**
 * Up to `max` chips, then '+ N more' that reveals the rest: on hover where the pointer can hover
 * (desktop), on tap elsewhere, and always by keyboard (it is a real button with aria-expanded).
 * Renders nothing for an empty list.
 */
export function ChipList({ items, max = 5, moreLabel, lessLabel, label }: ChipListProps) {
  const [expanded, setExpanded] = useState(false);
  const [openedByHover, setOpenedByHover] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  if (items.length === 0) return null;
  const hidden = items.length - max;
  const visible = expanded || hidden <= 0 ? items : items.slice(0, max);

  const expand = (byHover: boolean) => {
    setExpanded(true);
    setOpenedByHover(byHover);
    // Without a fold-back chip the button disappears: keep keyboard users in the list.
    if (!byHover && !lessLabel) queueMicrotask(() => listRef.current?.focus());
  };

  return (
    <ul
      ref={listRef}
      className={list}
      aria-label={label}
      id={id}
      tabIndex={-1}
      onMouseLeave={() => {
        if (openedByHover && canHover()) setExpanded(false);
      }}
    >
      {visible.map((item) => (
        <li key={item.key}>
          <Chip>{item.label}</Chip>
        </li>
      ))}
      {hidden > 0 && (!expanded || lessLabel) ? (
        <li>
          <ChipButton
            tone="accent"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => (expanded ? setExpanded(false) : expand(false))}
            onMouseEnter={() => {
              if (!expanded && canHover()) expand(true);
            }}
          >
            {expanded && lessLabel ? lessLabel : moreLabel(hidden)}
          </ChipButton>
        </li>
      ) : null}
    </ul>
  );
}
