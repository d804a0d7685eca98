import { Button } from "@marketplace/ui/button";
import { EmptyState } from "@marketplace/ui/empty-state";
import { Container } from "@marketplace/ui/layout";
import { Link } from "@marketplace/ui/link";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { Lock, ShieldCheck, Smartphone } from "lucide-react";
import { region } from "../env/index.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { provideWords, tHome as t } from "../i18n/index.ts";
import { ProviderGridLater as ProviderGrid } from "../providers/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { AppLink, hydrateLater, PageLayout, preloadWithData } from "../shell/index.ts";
import { loadFeaturedProviders } from "./featured-providers.server.ts";
import * as css from "./home.css.ts";
import { HOME_GRID_BEFORE_BANNER } from "./home-grid.ts";

/**
 * Below the fold, server-rendered as its waiting state, and it loads its reviews only when scrolled near:
 * no first interaction needs its code, so it is not in the page's first-load JavaScript (015).
 */
const ReviewsCarousel = hydrateLater<Record<string, never>>(() =>
  import("../reviews/reviews-carousel.tsx").then((m) => m.ReviewsCarousel),
);

/** A client-side navigation loads the cards' code beside the data, so the page renders whole. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, ProviderGrid);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await loadFeaturedProviders(request, context)), words: wordsFor("home") };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  provideWords(data?.words);
  return pageMeta({
    title: t("meta.title"),
    description: t("meta.description"),
    path: "/",
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });
};

export default function Home() {
  const { providers, words } = useLoaderData<typeof loader>();
  provideWords(words);
  const before = providers.slice(0, HOME_GRID_BEFORE_BANNER);
  const after = providers.slice(HOME_GRID_BEFORE_BANNER);
  const grid = (list: typeof providers, eagerCount: number, testId: string) => (
    <ProviderGrid providers={list} eager={eagerCount} renderWhenNear data-testid={testId} />
  );
  return (
    <PageLayout>
      <section className={css.hero} aria-labelledby="hero-title">
        <Container>
          <div className={css.heroInner}>
            <span className={css.eyebrow}>{t("hero.eyebrow")}</span>
            <Heading level={1} size="xl" id="hero-title">
              {t("hero.title")}
            </Heading>
            <Text size="lg" tone="muted" measure>
              {t("hero.text")}
            </Text>
            <div className={css.heroActions}>
              <Button href="/providers">{t("hero.primary")}</Button>
              <Button tone="secondary" href="/assessment">
                {t("hero.secondary")}
              </Button>
            </div>
            <ul className={css.trust}>
              <li className={css.trustItem}>
                <ShieldCheck size={18} aria-hidden="true" />
                {t("hero.trust1")}
              </li>
              <li className={css.trustItem}>
                <Lock size={18} aria-hidden="true" />
                {t("hero.trust2")}
              </li>
              <li className={css.trustItem}>
                <Smartphone size={18} aria-hidden="true" />
                {t("hero.trust3")}
              </li>
            </ul>
          </div>
        </Container>
      </section>
      <section className={css.section} aria-labelledby="featured-title">
        <Container>
          <div className={css.sectionHead}>
            <div>
              <Heading level={2} size="lg" id="featured-title">
                {t("featured.title")}
              </Heading>
              <Text tone="muted">{t("featured.text")}</Text>
            </div>
            {providers.length > 0 ? (
              <Link href="/providers" variant="inline">
                {t("featured.viewAll")}
              </Link>
            ) : null}
          </div>
          {providers.length === 0 ? (
            <EmptyState
              title={t("featured.empty")}
              description={t("featured.emptyText")}
              action={
                <>
                  <Button href="/providers">{t("featured.seeAll")}</Button>
                  <Button href="/therapy" tone="secondary">
                    {t("featured.goToServices")}
                  </Button>
                </>
              }
            />
          ) : (
            <>
              {grid(before, 3, "featured-grid")}
              <aside className={css.promo} aria-labelledby="promo-title" data-testid="promo-banner">
                <div>
                  <p className={css.promoTitle} id="promo-title">
                    {t("promo.title")}
                  </p>
                  <p className={css.promoText}>{t("promo.text")}</p>
                </div>
                <AppLink href="/assessment" className={css.promoAction}>
                  {t("promo.action")}
                </AppLink>
              </aside>
              {after.length > 0 ? grid(after, 0, "featured-grid-rest") : null}
            </>
          )}
        </Container>
      </section>
      <ReviewsCarousel />
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
