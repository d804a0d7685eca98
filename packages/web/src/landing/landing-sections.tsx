import { Container } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import { tLanding as t } from "../i18n/index.ts";
import { AppLink } from "../shell/index.ts";
import * as css from "./landing.css.ts";
import type { LandingData } from "./landing.server.ts";

/** A titled band of the page; its heading names the region for screen readers. */
export function Section({
  id,
  title,
  intro,
  aside,
  band,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  aside?: ReactNode;
  band?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={[css.section, band ? css.band : ""].join(" ")} aria-labelledby={id} data-testid={id}>
      <Container>
        <div className={css.sectionHead}>
          <div className={css.sectionIntro}>
            <Heading level={2} size="lg" id={id}>
              {title}
            </Heading>
            {intro ? <Text tone="muted">{intro}</Text> : null}
          </div>
          {aside}
        </div>
        {children}
      </Container>
    </section>
  );
}

/** Home › Country › City › Concern; the current page is text marked aria-current. */
export function Breadcrumbs({ trail }: { trail: LandingData["breadcrumb"] }) {
  return (
    <nav aria-label={t("breadcrumb")}>
      <ol className={css.crumbs}>
        {trail.map((crumb, i) => (
          <li key={crumb.path} className={css.crumb}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <AppLink href={crumb.path} className={css.crumbLink}>
                {crumb.name}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Links drawn as chips ('Browse by Concerns', popular searches); the current page's is marked. */
export function ChipLinks({
  label,
  links,
  current,
}: {
  label: string;
  links: Array<{ href: string; label: string }>;
  current?: string;
}) {
  return (
    <ul className={css.chipList} aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink
            href={link.href}
            className={css.chipLink}
            aria-current={link.href === current ? "page" : undefined}
          >
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
