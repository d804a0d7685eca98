import { Button } from "@marketplace/ui/button";
import { Container } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import { tLanding as t } from "../i18n/index.ts";
import { AppLink } from "../shell/index.ts";
import * as css from "./landing.css.ts";
import type { LandingData } from "./landing.server.ts";
import { Breadcrumbs, ChipLinks, Section } from "./landing-sections.tsx";

export interface LandingPartProps {
  data: LandingData;
  place: string;
}

/** The hero, then the country's cities or the city's popular searches: text and links only. */
export function LandingTop({ data, place }: LandingPartProps) {
  return (
    <>
      <section className={css.hero} aria-labelledby="landing-title">
        <Container>
          <div className={css.heroInner}>
            <Breadcrumbs trail={data.breadcrumb} />
            <span className={css.eyebrow}>{t("hero.eyebrow")}</span>
            <Heading level={1} size="xl" id="landing-title">
              {data.copy.h1}
            </Heading>
            <Text size="lg" tone="muted" measure>
              {data.copy.intro}
            </Text>
            {/* Nothing to see in the directory when the search found no one: the empty state below offers the way on. */}
            {data.total === 0 && !data.failed ? null : (
              <div className={css.heroActions}>
                <Button href={data.directoryHref}>
                  {data.concern && data.city
                    ? t("hero.primaryConcern", { concern: data.concern.name, city: data.city.name })
                    : t("hero.primary", { place })}
                </Button>
              </div>
            )}
          </div>
        </Container>
      </section>

      {data.kind === "country" ? (
        <Section id="cities" title={t("cities.title")} intro={t("cities.text")}>
          <ul className={css.cityGrid}>
            {data.cities.map((city) => (
              <li key={city.slug}>
                <AppLink href={city.href} className={css.cityCard}>
                  <span className={css.cityName}>{t("links.cityIn", { city: city.name })}</span>
                  <Text as="span" size="sm" tone="muted">
                    {city.intro}
                  </Text>
                </AppLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {data.kind === "city" && data.popularSearches.length > 0 ? (
        <Section id="popular-searches" title={t("popular.title")}>
          <ChipLinks label={t("popular.title")} links={data.popularSearches} />
        </Section>
      ) : null}
    </>
  );
}

/** After the providers: the concerns in the city, then a concern page's popular searches. */
export function LandingLinks({ data }: LandingPartProps) {
  const cityName = data.city?.name ?? "";
  return (
    <>
      {data.concerns.length > 0 ? (
        <Section id="concerns" title={t("concerns.title")} intro={t("concerns.text", { city: cityName })}>
          <ChipLinks
            label={t("concerns.title")}
            links={data.concerns.map((c) => ({ href: c.href, label: c.name }))}
            current={data.path}
          />
        </Section>
      ) : null}

      {data.kind === "concern" && data.popularSearches.length > 0 ? (
        <Section id="popular-searches" title={t("popular.title")}>
          <ChipLinks label={t("popular.title")} links={data.popularSearches} />
        </Section>
      ) : null}
    </>
  );
}
