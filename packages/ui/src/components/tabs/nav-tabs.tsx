import { useLinkComponent } from "../ui-provider/ui-provider.tsx";
import { navList, trigger } from "./tabs.css.ts";

export interface NavTabsProps {
  /** Accessible name of the navigation, e.g. 'Blog categories'. */
  label: string;
  items: Array<{ key: string; label: string; href: string }>;
  /** The key of the page being shown (gets aria-current="page"). */
  current: string;
}

/**
 * Tabs that navigate (blog categories): links in a <nav>, styled like Tabs, so each choice is a
 * real URL the server renders. Use `Tabs` when the panels live on the same page.
 */
export function NavTabs({ label, items, current }: NavTabsProps) {
  const AppLink = useLinkComponent();
  return (
    <nav aria-label={label}>
      <ul className={navList}>
        {items.map((item) => (
          <li key={item.key}>
            <AppLink
              href={item.href}
              className={trigger}
              aria-current={item.key === current ? "page" : undefined}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
