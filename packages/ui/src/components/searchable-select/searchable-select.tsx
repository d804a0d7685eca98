import { filterOptions, NO_MATCHING_OPTIONS, type SelectOption } from "@marketplace/domain/dates";
import { useCombobox } from "downshift";
import { Check, ChevronDown } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useHydrated } from "../hydrated/use-hydrated.ts";
import { label as labelClass } from "../select/select.css.ts";
import { describedBy, FieldMessages } from "../text-field/field-parts.tsx";
import { field } from "../text-field/text-field.css.ts";
import * as css from "./searchable-select.css.ts";

export type { SelectOption };

export interface SearchableSelectProps {
  label: string;
  /** The form field the chosen identifier is posted as. */
  name: string;
  options: readonly SelectOption[];
  /** The chosen identifier (controlled); null for none. */
  value?: string | null;
  /** The first choice when uncontrolled. */
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** The text box's placeholder, e.g. 'Type to search'. */
  placeholder?: string;
  /** The accessible name of the button that shows every option. */
  toggleLabel: string;
  /** The native select's first, empty entry (no JavaScript). */
  noneLabel: string;
  /** Shown when the typed text matches nothing (spec: 'No matching options found'). */
  emptyText?: string;
  help?: string;
  error?: string;
}

const nameOf = (option: SelectOption | null) => option?.name ?? "";

/**
 * The spec's searchable select: type to filter (case-insensitive substring, the domain's rule), pick
 * with the mouse or the keyboard (arrows, Home/End, Enter, Escape), the WAI-ARIA combobox pattern
 * from downshift. Before the script runs, or without it, it is a native <select> with every option,
 * so the form still posts a choice.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { value, defaultValue, onValueChange, options } = props;
  const hydrated = useHydrated();
  const [own, setOwn] = useState<string | null>(defaultValue ?? null);
  const current = value !== undefined ? value : own;
  const selected = useMemo(() => options.find((o) => o.identifier === current) ?? null, [options, current]);
  const choose = (next: SelectOption | null) => {
    setOwn(next?.identifier ?? null);
    onValueChange?.(next?.identifier ?? null);
  };
  return hydrated ? (
    <Combobox {...props} selected={selected} onSelect={choose} />
  ) : (
    <NativeSelect {...props} selected={selected} />
  );
}

interface PartProps extends SearchableSelectProps {
  selected: SelectOption | null;
}

function NativeSelect({ label, name, options, selected, noneLabel, help, error }: PartProps) {
  const id = useId();
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={css.native}
        defaultValue={selected?.identifier ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
      >
        <option value="">{noneLabel}</option>
        {options.map((o) => (
          <option key={o.identifier} value={o.identifier}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}

function Combobox({
  label,
  name,
  options,
  selected,
  onSelect,
  placeholder,
  toggleLabel,
  emptyText = NO_MATCHING_OPTIONS,
  help,
  error,
}: PartProps & { onSelect: (next: SelectOption | null) => void }) {
  const id = useId();
  const [inputValue, setInputValue] = useState(nameOf(selected));
  // A choice made elsewhere (or restored) shows in the box.
  useEffect(() => setInputValue(nameOf(selected)), [selected]);
  // The box showing the current choice lists everything; typed text filters.
  const query = selected && inputValue === selected.name ? "" : inputValue;
  const items = useMemo(() => filterOptions(options, query), [options, query]);
  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<SelectOption>({
    id,
    items,
    itemToString: nameOf,
    itemToKey: (item) => item?.identifier,
    selectedItem: selected,
    inputValue,
    onInputValueChange: ({ inputValue: next }) => setInputValue(next ?? ""),
    onSelectedItemChange: ({ selectedItem }) => onSelect(selectedItem ?? null),
    // The choice changes only by picking an option: emptying the box to search again keeps it
    // (downshift would drop it), and leaving the box with typed text shows the choice again.
    stateReducer: (state, { type, changes }) => {
      const { InputChange, InputBlur } = useCombobox.stateChangeTypes;
      if (type === InputChange) return { ...changes, selectedItem: state.selectedItem };
      if (type === InputBlur) {
        return { ...changes, inputValue: nameOf(changes.selectedItem ?? state.selectedItem) };
      }
      return changes;
    },
  });
  const inputId = `${id}-input`;
  return (
    <div className={field}>
      <label className={labelClass} {...getLabelProps()} htmlFor={inputId}>
        {label}
      </label>
      <div className={css.control}>
        <input
          className={css.box}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
          {...getInputProps({
            id: inputId,
            // Downshift reports a blur only while the list is open; an emptied box closes it.
            onBlur: () => setInputValue(nameOf(selected)),
          })}
        />
        <button type="button" className={css.toggle} aria-label={toggleLabel} {...getToggleButtonProps()}>
          <ChevronDown size={20} aria-hidden="true" />
        </button>
        <div className={css.popup} hidden={!isOpen}>
          <ul className={css.list} {...getMenuProps({ "aria-label": label })}>
            {isOpen
              ? items.map((item, index) => (
                  <li
                    key={item.identifier}
                    className={css.option}
                    data-highlighted={highlightedIndex === index}
                    {...getItemProps({ item, index })}
                  >
                    {item.name}
                    {selected?.identifier === item.identifier ? <Check size={16} aria-hidden="true" /> : null}
                  </li>
                ))
              : null}
          </ul>
          {/* <output> is a polite live region: the 'no matches' note is read out as it appears. */}
          <output className={css.empty}>{isOpen && items.length === 0 ? emptyText : ""}</output>
        </div>
      </div>
      <input type="hidden" name={name} value={selected?.identifier ?? ""} />
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}
