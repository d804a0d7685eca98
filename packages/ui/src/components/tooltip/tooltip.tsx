import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";
import { content } from "./tooltip.css.ts";

export interface TooltipProps {
  content: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A short hint on hover and focus (never the only place information lives). */
export function Tooltip({ content: text, children, open, onOpenChange }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={content} sideOffset={6}>
            {text}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
