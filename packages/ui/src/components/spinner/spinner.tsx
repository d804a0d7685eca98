import { VisuallyHidden } from "../layout/layout.tsx";
import { spinner } from "./spinner.css.ts";

export interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decorative (the busy control says so). */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  if (!label) return <span className={spinner} aria-hidden="true" />;
  return (
    <output>
      <span className={spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </output>
  );
}
