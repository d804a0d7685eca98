import { Fragment, useId, useState } from "react";
import * as css from "./rating-input.css.ts";

export interface RatingInputProps {
  /** The form field's name. */
  name: string;
  /** The group's visible label, e.g. 'Your rating'. */
  legend: string;
  /** The values offered, lowest first (half stars: 0.5 to 5). */
  values: readonly number[];
  /** What each value reads out as, e.g. '4.5 stars'. */
  valueLabel: (value: number) => string;
  /** Shown beside the stars while nothing is chosen. */
  placeholder?: string;
  defaultValue?: number | null;
  required?: boolean;
  error?: string;
}

/**
 * A star rating in half stars as a native radio group: each half star is a radio, so arrow keys move
 * between values, and the form posts without JavaScript. The stars fill up to the checked (or hovered)
 * half with CSS alone; the text beside them follows the choice once the page is interactive.
 */
export function RatingInput({
  name,
  legend,
  values,
  valueLabel,
  placeholder,
  defaultValue = null,
  required,
  error,
}: RatingInputProps) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(defaultValue);
  const errorId = `${id}-error`;
  return (
    <fieldset className={css.group} aria-describedby={error ? errorId : undefined}>
      <legend className={css.legend} id={`${id}-legend`}>
        {legend}
      </legend>
      <div className={css.row}>
        <div className={css.stars} role="radiogroup" aria-labelledby={`${id}-legend`}>
          {values.map((v) => {
            const inputId = `${id}-${v}`;
            const whole = Number.isInteger(v);
            return (
              <Fragment key={v}>
                <input
                  className={css.radio}
                  type="radio"
                  id={inputId}
                  name={name}
                  value={String(v)}
                  defaultChecked={defaultValue === v}
                  required={required}
                  aria-invalid={error ? true : undefined}
                  onChange={() => setChosen(v)}
                />
                <label
                  htmlFor={inputId}
                  className={`${css.half} ${whole ? css.right : css.left}`}
                  title={valueLabel(v)}
                >
                  <span className={css.radio}>{valueLabel(v)}</span>
                </label>
              </Fragment>
            );
          })}
        </div>
        <span className={css.value} aria-hidden="true">
          {chosen === null ? placeholder : valueLabel(chosen)}
        </span>
      </div>
      {error ? (
        <p className={css.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
