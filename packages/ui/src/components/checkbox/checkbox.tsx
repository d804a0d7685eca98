import { Check } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import { useId } from "react";
import { box, row } from "./checkbox.css.ts";

export interface CheckboxProps {
  label: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
}

export function Checkbox({ label, checked, defaultChecked, onCheckedChange, name, disabled }: CheckboxProps) {
  const id = useId();
  return (
    <label className={row} htmlFor={id}>
      <RadixCheckbox.Root
        id={id}
        className={box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(v) => onCheckedChange?.(v === true)}
        name={name}
        disabled={disabled}
      >
        <RadixCheckbox.Indicator>
          <Check size={16} strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      {label}
    </label>
  );
}
