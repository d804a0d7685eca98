import { skeleton } from "./skeleton.css.ts";

export interface SkeletonProps {
  /** CSS width and height, sized like the content it stands for so nothing jumps. */
  width?: string;
  height?: string;
  circle?: boolean;
}

/** A placeholder while content loads (its size is data, so it is set inline). */
export function Skeleton({ width = "100%", height = "1em", circle }: SkeletonProps) {
  return (
    <span
      className={skeleton}
      aria-hidden="true"
      style={{ width, height, borderRadius: circle ? "9999px" : undefined }}
    />
  );
}
