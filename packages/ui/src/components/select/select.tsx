import { Check, ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { useId } from "react";
import { floating, item } from "../dropdown-menu/dropdown-menu.css.ts";
import { describedBy, FieldMessages } from "../text-field/field-parts.tsx";
import { field } from "../text-field/text-field.css.ts";
import { useStyleNonce } from "../ui-provider/ui-provider.tsx";
import { label as labelClass, trigger } from "./select.css.ts";

export interface SelectProps {
  label: string;
  placeholder: string;
  options: Array<{ identifier: string; name: string }>;
  value?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  /** Helper text under the field. */
  help?: string;
  /** The inline error, with an icon, in the danger colour. */
  error?: string;
  required?: boolean;
}

/** A labelled dropdown (therapy category, modality). */
export function Select({
  label,
  placeholder,
  options,
  value,
  onValueChange,
  name,
  disabled,
  help,
  error,
  required,
}: SelectProps) {
  const id = useId();
  const nonce = useStyleNonce();
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <RadixSelect.Root
        value={value}
        onValueChange={onValueChange}
        name={name}
        disabled={disabled}
        required={required}
      >
        <RadixSelect.Trigger
          id={id}
          className={trigger}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, help, error)}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown size={20} aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={floating} position="popper" sideOffset={6}>
            {/* The viewport renders a <style> (hiding its scroll bar): it carries the page's CSP nonce. */}
            <RadixSelect.Viewport nonce={nonce}>
              {options.map((o) => (
                <RadixSelect.Item key={o.identifier} value={o.identifier} className={item}>
                  <RadixSelect.ItemText>{o.name}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <Check size={16} aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages id={id} help={help} error={error} />
    </div>
  );
}
