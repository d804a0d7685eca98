import { tBooking as t } from "../../i18n/index.ts";
import * as css from "./booking.css.ts";
import { FieldError } from "./field-error.tsx";

/** The concern multi-select: the provider's specialities as native checkboxes. */
export function ConcernField({
  concerns,
  selected,
  onChange,
  messages,
}: {
  concerns: ReadonlyArray<{ identifier: string; name: string }>;
  selected: readonly string[];
  onChange: (next: string[]) => void;
  messages: readonly string[] | undefined;
}) {
  const invalid = Boolean(messages?.length);
  return (
    <fieldset
      className={css.fieldset}
      aria-describedby={`concerns-help${invalid ? " concerns-error" : ""}`}
      data-testid="concerns"
    >
      <legend className={css.legend}>{t("concerns.legend")}</legend>
      <p id="concerns-help" className={css.help}>
        {t("concerns.help")}
      </p>
      <ul className={css.checks}>
        {concerns.map((concern) => (
          <li key={concern.identifier}>
            <label className={css.check}>
              <input
                type="checkbox"
                className={css.nativeInput}
                checked={selected.includes(concern.identifier)}
                aria-invalid={invalid ? true : undefined}
                onChange={(event) =>
                  onChange(
                    event.currentTarget.checked
                      ? [...selected, concern.identifier]
                      : selected.filter((id) => id !== concern.identifier),
                  )
                }
              />
              {concern.name}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id="concerns-error" messages={messages} />
    </fieldset>
  );
}
