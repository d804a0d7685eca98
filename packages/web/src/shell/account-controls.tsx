import { Avatar } from "@marketplace/ui/avatar";
import { Badge } from "@marketplace/ui/badge";
import { DropdownMenu } from "@marketplace/ui/deferred-overlay";
import type { MenuEntry } from "@marketplace/ui/dropdown-menu";
import { useHydrated } from "@marketplace/ui/hydrated";
import { VisuallyHidden } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { useSubmit } from "@remix-run/react";
import { Bell } from "lucide-react";
import { useState } from "react";
import { QueryProvider } from "../api/index.ts";
import { tCommon as t } from "../i18n/index.ts";
import { NavDisclosure } from "./nav-disclosure.tsx";
import { NOTIFICATIONS_PATH } from "./notification-paths.ts";
import * as css from "./shell.css.ts";
import { useBell } from "./use-bell.ts";

/**
 * The bell: a link to /notifications with the unread badge ('9+' above 9). With the script a click
 * marks all read first (useBell); without it the link only opens the page. It reads the session's
 * query cache (decision 035): render it inside a `QueryProvider`.
 */
export function NotificationsLink({ unread }: { unread: number }) {
  const bell = useBell(unread);
  const label =
    bell.count > 0
      ? `${t("account.notifications")}, ${t("account.unread", { count: bell.count })}`
      : t("account.notifications");
  // The name is hidden text, not an aria-label: an aria-label would have to contain the visible '9+'
  // (axe label-content-name-mismatch). The badge only shows what the name already says.
  return (
    <Link
      variant="subtle"
      href={NOTIFICATIONS_PATH}
      className={css.iconButton}
      onClick={bell.onClick}
      data-testid="notifications-bell"
    >
      <Bell size={20} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
      <span className={css.badgeSlot} aria-hidden="true">
        <Badge count={bell.count} label={t("account.unread", { count: bell.count })} />
      </span>
    </Link>
  );
}

export interface AccountLink {
  label: string;
  href: string;
}

/**
 * The avatar menu: the given links, then Logout. The button's name is visually hidden text (not
 * aria-label) so it never disagrees with what shows: the avatar itself is decorative here.
 *
 * With the script it is a Radix dropdown, non-modal: a modal menu hides the rest of the page from
 * assistive technology (aria-hidden) while its links and the cookie banner stay focusable, which axe
 * reports as aria-hidden-focus; a plain menu that closes on Escape or an outside click needs neither.
 * Before the script (or without it) it is a <details> disclosure whose Logout is a link to /logout.
 */
export function AccountMenu({
  name,
  photoUrl,
  links,
}: {
  name: string;
  photoUrl: string | null;
  links: AccountLink[];
}) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const face = (
    <>
      <VisuallyHidden>{t("account.menu", { name })}</VisuallyHidden>
      <span aria-hidden="true">
        <Avatar name={name} src={photoUrl} size="sm" />
      </span>
    </>
  );
  if (!hydrated) {
    return (
      <NavDisclosure summary={face} align="end" onUpgradeWhileOpen={() => setOpen(true)}>
        <ul className={css.disclosureList}>
          {links.map((link) => (
            <li key={link.href}>
              <Link variant="nav" href={link.href}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className={css.disclosureSeparator}>
            <Link variant="nav" href="/logout">
              {t("account.logout")}
            </Link>
          </li>
        </ul>
      </NavDisclosure>
    );
  }
  const entries: MenuEntry[] = [
    ...links.map((link) => ({ kind: "link" as const, ...link })),
    { kind: "separator" },
    {
      kind: "action",
      label: t("account.logout"),
      onSelect: () => submit(null, { method: "post", action: "/logout" }),
    },
  ];
  return (
    <DropdownMenu
      open={open}
      onOpenChange={setOpen}
      modal={false}
      trigger={
        <button type="button" className={css.iconButton}>
          {face}
        </button>
      }
      entries={entries}
    />
  );
}

/**
 * The public header's signed-in controls: the bell, then the avatar menu with Overview and Security.
 * Their code loads after the page's (site-header.tsx), so the bell's TanStack Query is never in a
 * public page's first load; `owner` (the account's identifier) gives the bell the session's cache,
 * the one the signed-in screens read.
 */
export interface SignedInControlsProps {
  owner: string;
  unread: number;
  name: string;
  photoUrl: string | null;
}

export function SignedInControls({ owner, unread, name, photoUrl }: SignedInControlsProps) {
  return (
    <QueryProvider owner={owner}>
      <NotificationsLink unread={unread} />
      <AccountMenu
        name={name}
        photoUrl={photoUrl}
        links={[
          { label: t("account.overview"), href: "/overview" },
          { label: t("account.security"), href: "/security" },
        ]}
      />
    </QueryProvider>
  );
}
