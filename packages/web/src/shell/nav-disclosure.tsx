import { type ReactNode, useEffect, useRef } from "react";
import * as css from "./shell.css.ts";

export interface NavDisclosureProps {
  /** The accessible name of the toggle when it shows only an icon. */
  label?: string;
  /** What the toggle shows (the menu icon, the avatar). */
  summary: ReactNode;
  /** Which edge of the toggle the panel lines up with. */
  align?: "start" | "end";
  /** Called when the page upgrades while this is open, so the script's menu opens in its place. */
  onUpgradeWhileOpen?: () => void;
  children: ReactNode;
}

/**
 * A header menu before the script runs, or without it: a native <details> disclosure holding the
 * same links as the script's drawer or dropdown. Phones on slow connections and browsers with
 * JavaScript off can still reach every page and log out. Once React runs, the caller swaps this for
 * the overlay (useHydrated); a disclosure opened before that hands its open state over.
 */
export function NavDisclosure({
  label,
  summary,
  align = "start",
  onUpgradeWhileOpen,
  children,
}: NavDisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const carry = useRef(onUpgradeWhileOpen);
  carry.current = onUpgradeWhileOpen;
  useEffect(() => {
    const details = ref.current;
    return () => {
      if (details?.open) carry.current?.();
    };
  }, []);
  return (
    <details ref={ref} className={css.disclosure}>
      <summary className={css.disclosureToggle} aria-label={label}>
        {summary}
      </summary>
      <div className={align === "end" ? css.disclosurePanelEnd : css.disclosurePanel}>{children}</div>
    </details>
  );
}
