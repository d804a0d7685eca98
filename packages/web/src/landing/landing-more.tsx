import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import { tLanding as t } from "../i18n/index.ts";
import { AppLink } from "../shell/index.ts";
import * as css from "./landing.css.ts";
import type { LandingData } from "./landing.server.ts";
import { Section } from "./landing-sections.tsx";

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

export interface LandingMoreProps {
  data: LandingData;
  place: string;
}

/**
 * The lower half of a landing page: local info, FAQ, related content and the location links. Static
 * text and plain links that work from the server's HTML, so their code loads after the page's
 * (hydrate-later.tsx) and keeps the page's first load in budget.
 */
export function LandingMore({ data, place }: LandingMoreProps) {
  return (
    <>
      <LocalInfo data={data} place={place} />
      <FaqList faq={data.faq} />
      <RelatedContent related={data.related} />
      <LocationLinks locations={data.locations} current={data.path} />
    </>
  );
}
