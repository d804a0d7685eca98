import { useId } from "react";
import * as css from "./booking.css.ts";

export interface Choice<T extends string> {
  value: T;
  label: string;
  help?: string;
}

/**
 * A few exclusive choices side by side (Single Session / Multiple Sessions): native radios, so the
 * arrows move between them and the choice is announced as one of n.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.segmented}>
        {choices.map((choice) => (
          <label key={choice.value} className={css.option} htmlFor={`${id}-${choice.value}`}>
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={css.nativeInput}
              aria-describedby={choice.help ? `${id}-${choice.value}-help` : undefined}
            />
            <span className={css.optionText}>
              <span>{choice.label}</span>
              {choice.help ? (
                <span id={`${id}-${choice.value}-help`} className={css.optionHelp}>
                  {choice.help}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
