import { Button } from "@marketplace/ui/button";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Link } from "@marketplace/ui/link";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { apiFor } from "../api/index.server.ts";
import { region } from "../env/index.ts";
import { notFoundMeta } from "../errors/index.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { provideWords, tLanding as t, tCommon } from "../i18n/index.ts";
import { ProviderGridLater as ProviderGrid } from "../providers/index.ts";
import { JsonLd, pageMeta, rootData } from "../seo/index.ts";
import { hydrateLater, PageLayout, preloadWithData } from "../shell/index.ts";
import { type LandingData, loadLanding } from "./landing.server.ts";
import type { LandingMoreProps } from "./landing-more.tsx";
import { countryPath } from "./landing-paths.ts";
import { Section } from "./landing-sections.tsx";
import type { LandingPartProps } from "./landing-top.tsx";

/**
 * Static parts (text and links, which work before their code arrives): their code loads after the
 * page's (hydrate-later.tsx), so the landing pages' first-load JavaScript holds little more than the
 * provider cards, whose buttons must answer the first tap (decision 033).
 */
const LandingTop = hydrateLater<LandingPartProps>(() =>
  import("./landing-top.tsx").then((m) => m.LandingTop),
);
const LandingLinks = hydrateLater<LandingPartProps>(() =>
  import("./landing-top.tsx").then((m) => m.LandingLinks),
);
/** Below the fold and static: its code loads after the page's (hydrate-later.tsx). */
const LandingMore = hydrateLater<LandingMoreProps>(() =>
  import("./landing-more.tsx").then((m) => m.LandingMore),
);

/**
 * One module serves every location landing page (spec routes table): /therapists/{country},
 * /therapists/{country}/{city}, /therapists/{country}/{city}/concern/{concern} and the per-specialty
 * /therapists/{country}/{city}/{concern}, which shows its concern page with that page as canonical.
 */
/** A client-side navigation loads the cards' and the later parts' code beside the data, so the page renders whole. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, ProviderGrid, LandingTop, LandingLinks, LandingMore);

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
  return (
    <PageLayout>
      {data.jsonLd.map((json, i) => (
        // A fixed list per page (breadcrumb, then FAQ): the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <JsonLd key={i} json={json} />
      ))}
      <LandingTop data={data} place={place} />

      <Providers data={data} place={place} />

      <LandingLinks data={data} place={place} />

      <LandingMore data={data} place={place} />
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
