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
 */
export function ServiceLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <>
      {mounted ? <Header /> : <div className={css.headerPlaceholder} aria-hidden="true" />}
      <main id="main" className={css.main}>
        <section className={css.serviceHero}>
          <Container>
            <Heading level={1} size="xl">
              {title}
            </Heading>
            <Text tone="muted" size="sm">
              {t("updated", { date: updated })}
            </Text>
          </Container>
        </section>
        <Container>{children}</Container>
      </main>
      <Footer />
    </>
  );
}
