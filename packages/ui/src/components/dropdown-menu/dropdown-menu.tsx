import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ReactNode } from "react";
import { useLinkComponent } from "../ui-provider/ui-provider.tsx";
import { floating, item, separator } from "./dropdown-menu.css.ts";

export type MenuEntry =
  | { kind: "link"; label: string; href: string; icon?: ReactNode }
  | { kind: "action"; label: string; onSelect: () => void; icon?: ReactNode }
  | { kind: "separator" };

export interface DropdownMenuProps {
  trigger: ReactNode;
  entries: MenuEntry[];
  align?: "start" | "end";
  /** Open on first render (stories, tests); it is uncontrolled after that. */
  defaultOpen?: boolean;
  /** Controlled open state, for callers that open it themselves (a lazily loaded menu). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Keep the rest of the page interactive while open (false in stories so axe sees the page). */
  modal?: boolean;
}

/** A menu of links and actions (the avatar menu): arrow keys move, Escape closes. */
export function DropdownMenu({
  trigger,
  entries,
  align = "end",
  defaultOpen,
  open,
  onOpenChange,
  modal,
}: DropdownMenuProps) {
  const AppLink = useLinkComponent();
  return (
    <RadixMenu.Root defaultOpen={defaultOpen} open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={floating} align={align} sideOffset={8}>
          {entries.map((entry, i) => {
            if (entry.kind === "separator") {
              const before = entries[i - 1];
              const key = `separator-after-${before && before.kind !== "separator" ? before.label : "start"}`;
              return <RadixMenu.Separator key={key} className={separator} />;
            }
            if (entry.kind === "link") {
              return (
                <RadixMenu.Item key={entry.label} asChild className={item}>
                  <AppLink href={entry.href}>
                    {entry.icon}
                    {entry.label}
                  </AppLink>
                </RadixMenu.Item>
              );
            }
            return (
              <RadixMenu.Item key={entry.label} className={item} onSelect={entry.onSelect}>
                {entry.icon}
                {entry.label}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
