import { CircleAlert } from "lucide-react";
import { useId } from "react";
import * as css from "./pages.css.ts";

/**
 * A question with exclusive answers: native radios in a fieldset (arrows move between them, the choice
 * is announced as one of n, and the form posts without JavaScript), with its error under the legend.
 */
export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  error,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string | undefined;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset
      className={css.fieldset}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      data-testid={`question-${name}`}
    >
      <legend className={css.legend}>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </p>
      ) : null}
      {options.map((o) => (
        <label key={o.value} className={css.option}>
          <input
            className={css.radio}
            type="radio"
            name={name}
            value={o.value}
            defaultChecked={defaultValue === o.value}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
