import { Button } from "@marketplace/ui/button";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { apiFor } from "../api/index.server.ts";
import { region } from "../env/index.ts";
import { notFoundMeta } from "../errors/index.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { provideWords, tLanding as t, tCommon } from "../i18n/index.ts";
import { ProviderGrid } from "../providers/index.ts";
import { JsonLd, pageMeta, rootData } from "../seo/index.ts";
import { AppLink, hydrateLater, PageLayout } from "../shell/index.ts";
import * as css from "./landing.css.ts";
import { type LandingData, loadLanding } from "./landing.server.ts";
import type { LandingMoreProps } from "./landing-more.tsx";
import { countryPath } from "./landing-paths.ts";
import { Breadcrumbs, ChipLinks, Section } from "./landing-sections.tsx";

/** Below the fold and static: its code loads after the page's (hydrate-later.tsx). */
const LandingMore = hydrateLater<LandingMoreProps>(() =>
  import("./landing-more.tsx").then((m) => m.LandingMore),
);

/**
 * One module serves every location landing page (spec routes table): /therapists/{country},
 * /therapists/{country}/{city}, /therapists/{country}/{city}/concern/{concern} and the per-specialty
 * /therapists/{country}/{city}/{concern}, which shows its concern page with that page as canonical.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return { ...(await loadLanding(params, await apiFor(request))), words: wordsFor("landing") };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data, matches, error } = args;
  provideWords(data?.words);
  if (!data) {
    if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(args);
    return [{ title: tCommon("errors.errorTitle") }, { name: "robots", content: "noindex" }];
  }
  return [
    ...pageMeta({
      title: data.copy.title,
      description: data.copy.description,
      path: data.path,
      hosts: rootData(matches)?.hosts,
      locale: region.locale,
    }),
    { name: "keywords", content: data.copy.keywords.join(", ") },
  ];
};

function Providers({ data, place }: { data: LandingData; place: string }) {
  const title =
    data.concern && data.city
      ? t("providers.titleConcern", { concern: data.concern.name, city: data.city.name })
      : t("providers.title", { place });
  const viewAll =
    // Only when the directory holds more than the page shows.
    data.total > data.providers.length ? (
      <Link href={data.directoryHref} variant="inline">
        {t("providers.viewAll", { count: data.total })}
      </Link>
    ) : null;
  return (
    <Section
      id="providers"
      title={title}
      intro={data.total > 0 ? t("providers.count", { count: data.total }) : undefined}
      aside={viewAll}
    >
      {data.failed ? (
        <EmptyState
          title={t("providers.failedTitle")}
          description={t("providers.failed")}
          action={
            <Button tone="secondary" href={data.directoryHref}>
              {t("hero.primary", { place })}
            </Button>
          }
        />
      ) : data.providers.length === 0 ? (
        <EmptyState
          title={data.empty.title}
          description={t("providers.emptyText")}
          action={
            data.kind === "country" ? (
              <Button href="/therapy">{data.empty.goToServices}</Button>
            ) : (
              // The main action is the country's therapist list (issue 28), then the services.
              <>
                <Button href={countryPath(data.country.slug)}>
                  {t("providers.emptyAction", { country: data.country.name })}
                </Button>
                <Button tone="secondary" href="/therapy">
                  {data.empty.goToServices}
                </Button>
              </>
            )
          }
        />
      ) : (
        <ProviderGrid providers={data.providers} data-testid="landing-providers" />
      )}
    </Section>
  );
}

export default function LandingPage() {
  const data = useLoaderData<typeof loader>();
  provideWords(data.words);
  const place = data.city?.name ?? data.country.name;
  const cityName = data.city?.name ?? "";
  return (
    <PageLayout>
      {data.jsonLd.map((json, i) => (
        // A fixed list per page (breadcrumb, then FAQ): the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <JsonLd key={i} json={json} />
      ))}
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

      <Providers data={data} place={place} />

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

      <LandingMore data={data} place={place} />
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
