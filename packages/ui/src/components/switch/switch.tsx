import { Switch as RadixSwitch } from "radix-ui";
import { useId } from "react";
import { root, row, thumb } from "./switch.css.ts";

export interface SwitchProps {
  label: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
}

export function Switch({ label, checked, defaultChecked, onCheckedChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <label className={row} htmlFor={id}>
      <RadixSwitch.Root
        id={id}
        className={root}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      >
        <RadixSwitch.Thumb className={thumb} />
      </RadixSwitch.Root>
      {label}
    </label>
  );
}
