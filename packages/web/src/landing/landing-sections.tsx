import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import { tLanding as t } from "../i18n/landing.ts";
import { AppLink } from "../shell/remix-link.tsx";
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

/** Population, time zone and areas served, with the country's emergency numbers beside them. */
export function LocalInfo({ data, place }: { data: LandingData; place: string }) {
  const info = data.localInfo;
  return (
    <Section id="local-info" title={t("local.title", { place })} band>
      <div className={css.twoColumns}>
        <dl className={css.facts}>
          <div>
            <dt className={css.factTerm}>{t("local.population")}</dt>
            <dd className={css.factValue}>{info.population}</dd>
          </div>
          <div>
            <dt className={css.factTerm}>{t("local.timeZone")}</dt>
            <dd className={css.factValue}>{info.timeZoneLabel}</dd>
          </div>
          {"areasServed" in info ? (
            <div>
              <dt className={css.factTerm}>{t("local.areas")}</dt>
              <dd className={css.factValue}>
                <ul className={css.areaList}>
                  {info.areasServed.map((area) => (
                    <li key={area}>{area}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        <aside className={css.crisis} aria-labelledby="crisis-title">
          <h3 className={css.crisisTitle} id="crisis-title">
            {t("crisis.title")}
          </h3>
          <Text size="sm">{t("crisis.text")}</Text>
          <ul className={css.phoneList} data-testid="crisis-numbers">
            {data.crisis.map((c) => (
              <li key={c.number} className={css.phoneItem}>
                <a className={css.phone} href={`tel:${c.number.replace(/\s+/g, "")}`}>
                  {c.label}: {c.number}
                </a>
                <Text as="span" size="sm" tone="muted">
                  {c.detail}
                </Text>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Section>
  );
}

export function FaqList({ faq }: { faq: LandingData["faq"] }) {
  return (
    <Section id="faq" title={t("faq.title")}>
      <div className={css.faqList}>
        {faq.map((item) => (
          <details key={item.question} className={css.faqItem}>
            <summary className={css.faqQuestion}>{item.question}</summary>
            <p className={css.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function RelatedContent({ related }: { related: LandingData["related"] }) {
  return (
    <Section id="related" title={t("related.title")} band>
      <ul className={css.relatedList}>
        {related.map((link) => (
          <li key={link.href} className={css.relatedItem}>
            <Link href={link.href} variant="inline">
              {link.label}
            </Link>
            <Text size="sm" tone="muted">
              {link.text}
            </Text>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The links component (spec screen 21): 'All Therapists in {country}' and 'Therapists in {city}'. */
export function LocationLinks({
  locations,
  current,
}: {
  locations: LandingData["locations"];
  current: string;
}) {
  return (
    <nav aria-labelledby="location-links" className={css.section} data-testid="location-links">
      <Container>
        <div className={css.sectionHead}>
          <Heading level={2} size="md" id="location-links">
            {t("links.title")}
          </Heading>
        </div>
        <div className={css.locationLinks}>
          {locations.map((country) => (
            <ul key={country.href} className={css.locationColumn}>
              <li>
                <AppLink
                  href={country.href}
                  className={css.locationLinkStrong}
                  aria-current={country.href === current ? "page" : undefined}
                >
                  {t("links.allIn", { country: country.name })}
                </AppLink>
              </li>
              {country.cities.map((city) => (
                <li key={city.href}>
                  <AppLink
                    href={city.href}
                    className={css.locationLink}
                    aria-current={city.href === current ? "page" : undefined}
                  >
                    {t("links.cityIn", { city: city.name })}
                  </AppLink>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </Container>
    </nav>
  );
}
