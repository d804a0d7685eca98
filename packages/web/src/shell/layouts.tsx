import { Container } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { type ReactNode, useEffect, useState } from "react";
import { tCommon as t } from "../i18n/index.ts";
import { hydrateLater } from "./hydrate-later.tsx";
import * as css from "./shell.css.ts";
import { useShell } from "./shell-context.tsx";
import type { SiteFooterProps } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Below the fold and needed by no first interaction: its code loads after the page's (hydrate-later.tsx). */
const SiteFooter = hydrateLater<SiteFooterProps>(() => import("./site-footer.tsx").then((m) => m.SiteFooter));

function Header() {
  const shell = useShell();
  return (
    <SiteHeader
      region={shell.region}
      session={shell.session}
      otherHost={shell.otherHost}
      otherRegion={shell.otherRegion}
    />
  );
}

function Footer() {
  const shell = useShell();
  return (
    <SiteFooter region={shell.region} hasConsent={shell.hasConsent} onCookiePreferences={shell.openConsent} />
  );
}

/**
 * The default layout (logged out) and the signed-in layout (a token exists) share this frame; the
 * header switches variant from the session. Content is capped at 1440 px by the pages' Containers.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className={css.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * Service pages: the header is loaded on the client only (spec screen 9), with a placeholder of the
 * same height rendered on the server so nothing jumps; then hero title, updated text and footer.
 * The 'Last updated' line is the legal pages' (terms, privacy): marketing pages (about, join) pass no
 * `updated` and fill their hero instead, a lede and actions beside an aside, or centred when there is
 * no aside, so the hero is never a band with its right half empty (issue 28, decision 047).
 */
export function ServiceLayout({
  title,
  updated,
  lede,
  actions,
  aside,
  children,
}: {
  title: string;
  /** The date a legal text last changed, shown as 'Last updated …'. */
  updated?: string;
  /** A marketing page's opening sentence, in the hero under the title. */
  lede?: string;
  /** A marketing page's calls to action, under the lede. */
  actions?: ReactNode;
  /** Beside the hero's words from the large breakpoint (under them on phones). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      {mounted ? <Header /> : <div className={css.headerPlaceholder} aria-hidden="true" />}
      <main id="main" className={css.main}>
        <section className={css.serviceHero} data-testid="service-hero">
          <Container>
            <div className={aside ? css.heroSplit : lede ? css.heroCentred : css.heroPlain}>
              <div className={lede ? css.heroWords : css.heroPlain}>
                <Heading level={1} size="xl">
                  {title}
                </Heading>
                {updated ? (
                  <Text tone="muted" size="sm">
                    {t("updated", { date: updated })}
                  </Text>
                ) : null}
                {lede ? (
                  <Text size="lg" measure>
                    {lede}
                  </Text>
                ) : null}
                {actions ? <div className={css.heroActions}>{actions}</div> : null}
              </div>
              {aside}
            </div>
          </Container>
        </section>
        <Container>{children}</Container>
      </main>
      <Footer />
    </>
  );
}
