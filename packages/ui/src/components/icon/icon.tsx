import type { LucideIcon } from "lucide-react";

export interface IconProps {
  /** A lucide-react icon, e.g. `Bell`. */
  icon: LucideIcon;
  /** 20 px in controls (default), 16 in dense text, 24 in empty states. */
  size?: 16 | 20 | 24 | 32;
  /** Name it only when the icon alone carries meaning; otherwise it is decorative (hidden). */
  label?: string;
}

/** The one icon set (lucide-react) at the design system's sizes; decorative unless labelled. */
export function Icon({ icon: Glyph, size = 20, label }: IconProps) {
  return label ? (
    <Glyph size={size} strokeWidth={1.75} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" />
  );
}
