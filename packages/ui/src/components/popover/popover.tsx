import { Popover as RadixPopover } from "radix-ui";
import type { ReactNode } from "react";
import { floating } from "../dropdown-menu/dropdown-menu.css.ts";
import { content } from "./popover.css.ts";

export interface PopoverProps {
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the panel. */
  label: string;
}

/** A floating panel anchored to its trigger (filter dropdowns, the location and language picker). */
export function Popover({ trigger, children, open, onOpenChange, label }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={`${floating} ${content}`}
          sideOffset={8}
          align="start"
          aria-label={label}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
