import { assignInlineVars } from "@vanilla-extract/dynamic";
import { card, circle, height as heightVar, skeleton, width as widthVar } from "./skeleton.css.ts";

export interface SkeletonProps {
  /** CSS width, sized like the content it stands for so nothing jumps (default 100%). */
  width?: string;
  /** CSS height (default 1em: one line of text). */
  height?: string;
  /** Round (avatars) or card-rounded (photos, cards); control-rounded otherwise. */
  shape?: "line" | "circle" | "card";
}

/** A placeholder while content loads; hidden from assistive technology (mark the region busy). */
export function Skeleton({ width, height, shape = "line" }: SkeletonProps) {
  const inline: Record<string, string> = {};
  if (width) inline[widthVar] = width;
  if (height) inline[heightVar] = height;
  return (
    <span
      className={[skeleton, shape === "circle" ? circle : shape === "card" ? card : ""].join(" ").trim()}
      aria-hidden="true"
      style={assignInlineVars(inline)}
    />
  );
}
