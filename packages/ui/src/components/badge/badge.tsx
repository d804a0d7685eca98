import { badgeText } from "@marketplace/domain/notifications";
import { badge } from "./badge.css.ts";

export interface BadgeProps {
  count: number;
  /** Read instead of the number, e.g. '3 unread notifications'. */
  label: string;
}

/** An unread count: nothing at zero, '9+' above 9. */
export function Badge({ count, label }: BadgeProps) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <output className={badge} aria-label={label}>
      {text}
    </output>
  );
}
