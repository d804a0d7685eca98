import { forwardRef, type InputHTMLAttributes, useId } from "react";
import { visuallyHidden } from "../layout/layout.css.ts";
import { describedBy, FieldMessages } from "./field-parts.tsx";
import { field, input, label as labelClass } from "./text-field.css.ts";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  help?: string;
  error?: string;
  /** Hide the label visually (search boxes); it still names the field. */
  hideLabel?: boolean;
}

/** Label above, helper text under, error inline next to the field. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, help, error, hideLabel, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : labelClass}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={[input, className].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        {...rest}
      />
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
});
