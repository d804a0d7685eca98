import type { InputHTMLAttributes, ReactNode } from "react";
import { type ChoiceRowVariants, choiceHelp, choiceInput, choiceRow, choiceText } from "./choice-row.css.ts";

export interface ChoiceRowProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size">,
    Omit<ChoiceRowVariants, "align"> {
  type?: "radio" | "checkbox";
  /** What the choice is. */
  label: ReactNode;
  /** A line under the label (the input then sits on the label's first line). */
  help?: ReactNode;
}

/** A native radio (default) or checkbox with its label, as one 44 px target; framed by default. */
export function ChoiceRow({
  type = "radio",
  label,
  help,
  framed,
  size,
  border,
  className,
  ...input
}: ChoiceRowProps) {
  const align = help ? "start" : undefined;
  return (
    <label className={[choiceRow({ framed, size, border, align }), className].filter(Boolean).join(" ")}>
      <input type={type} className={choiceInput({ align })} {...input} />
      {help ? (
        <span className={choiceText}>
          <span>{label}</span>
          <span className={choiceHelp}>{help}</span>
        </span>
      ) : (
        <span>{label}</span>
      )}
    </label>
  );
}
