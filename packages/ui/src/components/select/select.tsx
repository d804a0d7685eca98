import { Check, ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { useId } from "react";
import { floating, item } from "../dropdown-menu/dropdown-menu.css.ts";
import { label as labelClass, trigger } from "./select.css.ts";

export interface SelectProps {
  label: string;
  placeholder: string;
  options: Array<{ identifier: string; name: string }>;
  value?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
}

/** A labelled dropdown (therapy category, modality). */
export function Select({ label, placeholder, options, value, onValueChange, name, disabled }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <RadixSelect.Root value={value} onValueChange={onValueChange} name={name} disabled={disabled}>
        <RadixSelect.Trigger id={id} className={trigger}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown size={20} aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={floating} position="popper" sideOffset={6}>
            <RadixSelect.Viewport>
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
    </div>
  );
}
