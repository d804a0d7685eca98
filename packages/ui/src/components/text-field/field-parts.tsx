import { CircleAlert } from "lucide-react";
import { error as errorClass, help as helpClass } from "./text-field.css.ts";

/** Helper text under a field, and the inline error with an icon (never colour alone). */
export function FieldMessages({ id, help, error }: { id: string; help?: string; error?: string }) {
  return (
    <>
      {help ? (
        <span id={`${id}-help`} className={helpClass}>
          {help}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={errorClass}>
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </span>
      ) : null}
    </>
  );
}

export const describedBy = (id: string, help?: string, error?: string) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
