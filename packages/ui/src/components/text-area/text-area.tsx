import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import { describedBy, FieldMessages } from "../text-field/field-parts.tsx";
import { field, input, label as labelClass } from "../text-field/text-field.css.ts";
import { area } from "./text-area.css.ts";

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  help?: string;
  error?: string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, help, error, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={[input, area, className].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        {...rest}
      />
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
});
