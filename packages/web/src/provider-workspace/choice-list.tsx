import { filterOptions, NO_MATCHING_OPTIONS, type SelectOption } from "@marketplace/domain/dates";
import { useHydrated } from "@marketplace/ui/hydrated";
import { TextField } from "@marketplace/ui/text-field";
import { CircleAlert } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { tWorkspace as t } from "../i18n/index.ts";
import * as css from "./workspace.css.ts";

/** Lists longer than this get the searchable select's filter box. */
export const FILTER_FROM = 8;

export interface ChoiceListProps {
  legend: string;
  /** The form field each ticked box posts (repeated). */
  name: string;
  options: readonly SelectOption[];
  defaultSelected: readonly string[];
  /** Replaces an option's label (e.g. a therapy that allows invitees). */
  labelOf?: (option: SelectOption) => string;
  error?: string;
}

/**
 * Several choices from a list: native checkboxes, which post without JavaScript and work with the
 * keyboard. A long list gains a filter box once the script runs, with the searchable select's rule
 * (case-insensitive substring, 'No matching options found'); filtered-out boxes stay in the form.
 */
export function ChoiceList({ legend, name, options, defaultSelected, labelOf, error }: ChoiceListProps) {
  const hydrated = useHydrated();
  const id = useId();
  const [query, setQuery] = useState("");
  const [count, setCount] = useState(defaultSelected.length);
  const shown = useMemo(
    () => new Set(filterOptions(options, query).map((o) => o.identifier)),
    [options, query],
  );
  const filterable = hydrated && options.length > FILTER_FROM;
  return (
    <fieldset className={css.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={css.legend}>
        {legend}
        {filterable ? <span className={css.help}> · {t("choices.chosen", { count })}</span> : null}
      </legend>
      {filterable ? (
        <TextField
          label={t("choices.filter")}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
      ) : null}
      <div
        className={css.choices}
        onChange={(e) => {
          const root = e.currentTarget;
          setCount(root.querySelectorAll("input:checked").length);
        }}
      >
        {options.map((o) => (
          <label key={o.identifier} className={css.check} hidden={!shown.has(o.identifier)}>
            <input
              type="checkbox"
              className={css.box}
              name={name}
              value={o.identifier}
              defaultChecked={defaultSelected.includes(o.identifier)}
            />
            {labelOf ? labelOf(o) : o.name}
          </label>
        ))}
        {shown.size === 0 ? <p className={css.help}>{NO_MATCHING_OPTIONS}</p> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          <CircleAlert size={16} aria-hidden="true" /> {error}
        </p>
      ) : null}
    </fieldset>
  );
}
