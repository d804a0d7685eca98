import { CircleAlert } from "lucide-react";
import { createElement, type HTMLAttributes, type ReactNode } from "react";
import { type FieldRowVariants, fieldError, fieldHelp, fieldLegend, fieldRow } from "./field-row.css.ts";

export interface FieldRowProps extends HTMLAttributes<HTMLElement>, FieldRowVariants {
  /** A fieldset (default, with `legend`) or a plain group. */
  as?: "fieldset" | "div";
  /** The group's label: a legend in a fieldset. */
  legend?: ReactNode;
  /** Help under the controls; its id is `${id}-help` when the group has an id. */
  help?: ReactNode;
  /** The error under the controls, with an icon; its id is `${id}-error` when the group has an id. */
  error?: ReactNode;
}

/** A group of a form: legend, controls (one under another, or a field and its button), help, error. */
export function FieldRow({
  as = "fieldset",
  layout,
  gap,
  legend,
  help,
  error,
  id,
  className,
  children,
  ...rest
}: FieldRowProps) {
  return createElement(
    as,
    { id, className: [fieldRow({ layout, gap }), className].filter(Boolean).join(" "), ...rest },
    legend && as === "fieldset" ? <legend className={fieldLegend}>{legend}</legend> : null,
    children,
    help ? (
      <p id={id ? `${id}-help` : undefined} className={fieldHelp}>
        {help}
      </p>
    ) : null,
    error ? (
      <p id={id ? `${id}-error` : undefined} className={fieldError}>
        <CircleAlert size={16} aria-hidden="true" />
        {error}
      </p>
    ) : null,
  );
}
