import { VisuallyHidden } from "radix-ui";
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
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </output>
  );
}
