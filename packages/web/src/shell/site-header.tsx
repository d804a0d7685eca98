import type { Region } from "@marketplace/region";
import { Button } from "@marketplace/ui/button";
import { Drawer, Popover } from "@marketplace/ui/deferred-overlay";
import { useHydrated } from "@marketplace/ui/hydrated";
import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { useLocation } from "@remix-run/react";
import { Check, Globe, Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { tCommon as t } from "../i18n/index.ts";
import type { SignedInControlsProps } from "./account-controls.tsx";
import { hydrateLater } from "./hydrate-later.tsx";
import { NavDisclosure } from "./nav-disclosure.tsx";
import type { SessionView } from "./session-view.ts";
import * as css from "./shell.css.ts";

export interface SiteHeaderProps {
  region: Region;
  session: SessionView | null;
  /** The other site's origin, for the location and language picker. */
  otherHost: string;
  otherRegion: Region;
}

const NAV = [
  { href: "/", key: "nav.home" },
  { href: "/therapy", key: "nav.services" },
  { href: "/about-us", key: "nav.about" },
  { href: "/blog", key: "nav.blog" },
  { href: "/join-as-a-provider", key: "nav.forTherapists" },
] as const;

// Visitors never need these, and a signed-in person's first tap is rarely on them: their code (avatar,
// badge, menu) loads after the page's, while their server HTML stands and works as links meanwhile.
const SignedInControls = hydrateLater<SignedInControlsProps>(() =>
  import("./account-controls.tsx").then((m) => m.SignedInControls),
);

function BrandMark() {
  return (
    <svg className={css.brandMark} width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <circle cx="14" cy="14" r="13" fill="currentColor" opacity="0.14" />
      <path
        d="M7 16c3.5-5 10.5-5 14 0"
        stroke="currentColor"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="14" cy="10" r="2.6" fill="currentColor" />
    </svg>
  );
}

/** Hides while scrolling down and comes back on scroll up (slim and out of the way on phones). */
function useHideOnScroll() {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > 120 && y > last.current);
      last.current = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return hidden;
}

export function SiteHeader({ region, session, otherHost, otherRegion }: SiteHeaderProps) {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const hidden = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point
  useEffect(() => setMenuOpen(false), [pathname]);

  const current = (href: string) => (href === "/" ? pathname === "/" : pathname.startsWith(href));
  const navLinks = () =>
    NAV.map((item) => (
      <li key={item.href}>
        <Link variant="nav" href={item.href} aria-current={current(item.href) ? "page" : undefined}>
          {t(item.key)}
        </Link>
      </li>
    ));

  const localeLinks = (
    <ul className={css.pickerList}>
      <li>
        <Link variant="nav" href={pathname} aria-current="true">
          <Check size={16} aria-hidden="true" />
          {t(`locale.${region.id}`)}
        </Link>
      </li>
      <li>
        <Link variant="nav" external href={`${otherHost}${pathname}${search}`} hrefLang={otherRegion.locale}>
          {t(`locale.${otherRegion.id}`)}
        </Link>
      </li>
    </ul>
  );

  const picker = (
    <Popover
      label={t("locale.label")}
      trigger={
        <Button
          tone="ghost"
          size="sm"
          aria-label={`${t("locale.label")}: ${t("locale.current", { country: region.countryCode, locale: region.locale })}`}
        >
          <Globe size={18} aria-hidden="true" />
          {t("locale.current", { country: region.countryCode, locale: region.locale })}
        </Button>
      }
    >
      {localeLinks}
    </Popover>
  );

  return (
    <header className={css.header} data-hidden={hidden && !menuOpen}>
      <a href="#main" className={css.skipLink}>
        {t("skipToContent")}
      </a>
      <Container>
        <div className={css.headerInner}>
          <span className={css.mobileOnly}>
            {hydrated ? (
              <Drawer
                side="left"
                title={t("nav.menu")}
                closeLabel={t("nav.closeMenu")}
                open={menuOpen}
                onOpenChange={setMenuOpen}
                trigger={
                  <button type="button" className={css.iconButton} aria-label={t("nav.openMenu")}>
                    <Menu size={22} aria-hidden="true" />
                  </button>
                }
              >
                <nav aria-label={t("nav.label")}>
                  <ul className={css.mobileNavList}>{navLinks()}</ul>
                </nav>
                {session ? null : <div>{picker}</div>}
              </Drawer>
            ) : (
              <NavDisclosure
                label={t("nav.openMenu")}
                summary={<Menu size={22} aria-hidden="true" />}
                onUpgradeWhileOpen={() => setMenuOpen(true)}
              >
                <nav aria-label={t("nav.label")}>
                  <ul className={css.mobileNavList}>{navLinks()}</ul>
                </nav>
                {session ? null : <div className={css.disclosureSeparator}>{localeLinks}</div>}
              </NavDisclosure>
            )}
          </span>
          <Link
            variant="subtle"
            href="/"
            className={css.brand}
            aria-label={`${t("brand")} — ${t("nav.home")}`}
          >
            <BrandMark />
            <span className={css.brandWord}>{t("brand")}</span>
          </Link>
          <nav aria-label={t("nav.label")} className={css.desktopNav}>
            <ul className={css.navList}>{navLinks()}</ul>
          </nav>
          {session ? (
            <div className={css.actions}>
              <SignedInControls
                owner={session.identifier}
                unread={session.unread}
                name={session.name}
                photoUrl={session.photoUrl}
              />
            </div>
          ) : (
            <div className={css.actions}>
              <span className={css.desktopOnly}>{picker}</span>
              <Link variant="nav" href="/login">
                {t("nav.login")}
              </Link>
              <Button size="sm" href="/createaccount">
                {t("nav.signup")}
              </Button>
            </div>
          )}
        </div>
      </Container>
    </header>
  );
}
