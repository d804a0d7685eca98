import { Badge } from "@marketplace/ui/badge";
import { Drawer } from "@marketplace/ui/deferred-overlay";
import { useHydrated } from "@marketplace/ui/hydrated";
import { VisuallyHidden } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { useLocation } from "@remix-run/react";
import { Menu, MessageCircle } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { QueryProvider } from "../api/index.ts";
import { tCommon as common, tDashboard as t, tPages } from "../i18n/index.ts";
import { useLiveCount } from "../live/index.ts";
import { isServicePath, SERVICE_PAGES } from "../pages/index.ts";
import {
  AccountMenu,
  badgeSlot,
  iconButton,
  NavDisclosure,
  NotificationsLink,
  useShell,
} from "../shell/index.ts";
import { withCredentialsLink } from "./credentials-link.ts";
// The round icon buttons and badge position are the public header's.
import * as css from "./dashboard.css.ts";
import type { Account } from "./dashboard-session.server.ts";
import { phoneMenuLinks } from "./phone-menu.ts";

interface SideLink {
  label: string;
  href: string;
}

/** A service page's title, so a side-bar link to it needs no label of its own in the translations. */
const pageTitle = (href: string) =>
  isServicePath(href) ? tPages(`${SERVICE_PAGES[href].key}.title`) : undefined;

/** The role's side-bar list from translations; a placeholder when the translation is not an array. */
export function sideLinks(value: unknown): SideLink[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((v: unknown) => {
    if (typeof v !== "object" || v === null || !("href" in v) || typeof v.href !== "string") return [];
    const label = "label" in v && typeof v.label === "string" ? v.label : pageTitle(v.href);
    return label === undefined ? [] : [{ label, href: v.href }];
  });
}

function SideNav({ links, fallback }: { links: SideLink[] | null; fallback: string }) {
  const { pathname } = useLocation();
  if (!links) return <p>{fallback}</p>;
  return (
    <ul className={css.navList}>
      {links.map((l) => (
        <li key={l.href + l.label}>
          <Link
            href={l.href}
            variant="subtle"
            className={css.navLink}
            aria-current={pathname === l.href ? "page" : undefined}
          >
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard shell: top bar, side bar on desktop, slide-in side bar on mobile. It provides the
 * signed-in screens' query cache (decision 035): only signed-in pages render it, so TanStack Query
 * stays out of the public pages' first-load JavaScript.
 */
export function DashboardLayout({ account, children }: { account: Account; children: ReactNode }) {
  const shell = useShell();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the side bar closes on every route change
  useEffect(() => setOpen(false), [pathname]);
  const links = withCredentialsLink(sideLinks(t.raw(`dashboard.${account.role}`)), account.role);
  const menu = [
    { label: common("account.security"), href: "/security" },
    ...(account.role === "provider" ? [{ label: common("account.earnings"), href: "/earnings" }] : []),
  ];
  const mobileNav = (
    <nav aria-label={t("dashboard.sidebar")}>
      <SideNav
        links={phoneMenuLinks(links, [
          { label: t("dashboard.explore"), href: "/" },
          { label: t("dashboard.policies"), href: "/privacy-policy" },
        ])}
        fallback={t("dashboard.fallback")}
      />
    </nav>
  );
  const unread = shell.session?.unread ?? 0;
  const unreadMessages = useLiveCount(account.unreadMessages ?? 0, "messages");
  return (
    <QueryProvider owner={account.identifier}>
      <div className={css.shell}>
        <header className={css.topBar}>
          <span className={css.mobileOnly}>
            {hydrated ? (
              <Drawer
                side="left"
                title={t("dashboard.menu")}
                closeLabel={t("dashboard.closeMenu")}
                open={open}
                onOpenChange={setOpen}
                trigger={
                  <button type="button" className={iconButton} aria-label={t("dashboard.openMenu")}>
                    <Menu size={22} aria-hidden="true" />
                  </button>
                }
              >
                {mobileNav}
              </Drawer>
            ) : (
              <NavDisclosure
                label={t("dashboard.openMenu")}
                summary={<Menu size={22} aria-hidden="true" />}
                onUpgradeWhileOpen={() => setOpen(true)}
              >
                {mobileNav}
              </NavDisclosure>
            )}
          </span>
          <Link href="/" variant="subtle" className={css.brand}>
            {common("brand")}
          </Link>
          <span className={css.spacer} />
          <span className={css.mobileOnly}>
            <Link href="/messages" variant="subtle" className={iconButton}>
              <MessageCircle size={20} aria-hidden="true" />
              {/* Hidden text, not an aria-label, so the name never disagrees with the visible '9+'. */}
              <VisuallyHidden>
                {unreadMessages
                  ? `${t("dashboard.messages")}, ${t("dashboard.unreadMessages", { count: unreadMessages })}`
                  : t("dashboard.messages")}
              </VisuallyHidden>
              <span className={badgeSlot} aria-hidden="true">
                <Badge
                  count={unreadMessages}
                  label={t("dashboard.unreadMessages", { count: unreadMessages })}
                />
              </span>
            </Link>
          </span>
          <NotificationsLink unread={unread} />
          <AccountMenu name={account.name} photoUrl={account.photoUrl} links={menu} />
        </header>
        <nav className={css.sidebar} aria-label={t("dashboard.sidebar")}>
          <SideNav links={links} fallback={t("dashboard.fallback")} />
        </nav>
        <main id="main" className={css.content}>
          {children}
        </main>
      </div>
    </QueryProvider>
  );
}
