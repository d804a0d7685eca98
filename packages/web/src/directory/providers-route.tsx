import { Container } from "@marketplace/ui/layout";
import { Pagination } from "@marketplace/ui/pagination";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { X } from "lucide-react";
import { region } from "../env/index.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { paginationLabels, provideWords, tDirectory as t, tCommon } from "../i18n/index.ts";
import { ProviderGridLater as ProviderGrid } from "../providers/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { AppLink, hydrateLater, PageLayout, preloadWithData, useShell } from "../shell/index.ts";
import * as css from "./directory.css.ts";
import { loadDirectory } from "./directory.server.ts";
import { DIRECTORY_PATH, pageHref } from "./directory-path.ts";
import type { FilterPanelProps } from "./filter-panel.tsx";
import type { ResultNoticesProps } from "./result-notices.tsx";

/** A client-side navigation loads the cards' code beside the data, so the page renders whole. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, ProviderGrid);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { ...(await loadDirectory(request, context)), words: wordsFor("directory") };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  provideWords(data?.words);
  const page = data?.filters.page ?? 1;
  return pageMeta({
    title: page > 1 ? `${t("meta.title")} · ${tCommon("pagination.page", { page })}` : t("meta.title"),
    description: t("meta.description"),
    path: DIRECTORY_PATH,
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });
};

/**
 * The filter panel is a plain GET form whose server HTML works on its own (search on Enter, native
 * <details> entries, Apply), so its script — debounce, one-open-at-a-time, the drawer — loads after
 * the page's and enhances it in place (hydrate-later.tsx); the page's first load stays in budget.
 */
const FilterPanel = hydrateLater<FilterPanelProps>(() =>
  import("./filter-panel.tsx").then((m) => m.FilterPanel),
);

/** Banners and the empty state, for the pages that need one (result-notices.tsx). */
const ResultNotices = hydrateLater<ResultNoticesProps>(() =>
  import("./result-notices.tsx").then((m) => m.ResultNotices),
);

export default function Directory() {
  const {
    filters,
    priceCurrency,
    currencyNote,
    providers,
    meta,
    lists,
    states,
    notice,
    chips,
    filtersQuery,
    empty,
    words,
  } = useLoaderData<typeof loader>();
  provideWords(words);
  const { session } = useShell();
  const pastLastPage = !notice && providers.length === 0 && meta.total > 0 && filters.page > meta.totalPages;

  return (
    <PageLayout>
      <Container>
        <div className={css.page}>
          <header className={css.head}>
            <Heading level={1} size="xl">
              {t("title")}
            </Heading>
            <Text tone="muted" measure className={css.intro}>
              {t("intro")}
            </Text>
          </header>
          <FilterPanel
            filters={filters}
            priceCurrency={priceCurrency}
            lists={lists}
            states={states}
            role={session?.role === "provider" ? "provider" : "client"}
            errors={notice?.kind === "rejected" ? notice.fields : undefined}
          />
          {chips.length > 0 ? (
            <ul className={css.chips} aria-label={t("chips.label")}>
              {chips.map((chip) => (
                <li key={chip.key}>
                  <AppLink
                    className={css.chip}
                    href={chip.href}
                    aria-label={t("chips.remove", { label: chip.label })}
                  >
                    {chip.label}
                    <X size={16} aria-hidden="true" />
                  </AppLink>
                </li>
              ))}
              <li>
                <AppLink className={css.chip} href={DIRECTORY_PATH}>
                  {t("filters.clearAll")}
                </AppLink>
              </li>
            </ul>
          ) : null}
          <section aria-labelledby="results-title" className={css.page}>
            <div className={css.resultsHead}>
              <h2 id="results-title" className={css.resultsTitle} aria-live="polite">
                {t("results.count", { count: meta.total })}
              </h2>
              {meta.totalPages > 1 ? (
                <Text size="sm" tone="muted">
                  {t("results.page", { page: filters.page, total: meta.totalPages })}
                </Text>
              ) : null}
            </div>
            <Text size="sm" tone="muted" data-testid="list-currency">
              {currencyNote}
            </Text>
            {notice || pastLastPage || providers.length === 0 ? (
              <ResultNotices
                notice={notice}
                lastPage={pastLastPage ? meta.totalPages : null}
                filtersQuery={filtersQuery}
                empty={pastLastPage || providers.length > 0 ? null : empty}
                noMatch={chips.length > 0 && !notice}
              />
            ) : null}
            {!pastLastPage && providers.length > 0 ? (
              <ProviderGrid providers={providers} data-testid="directory-grid" />
            ) : null}
            <Pagination
              page={filters.page}
              totalPages={meta.totalPages}
              hrefFor={(page) => pageHref(filtersQuery, page)}
              labels={paginationLabels(t("pages"))}
            />
          </section>
        </div>
      </Container>
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
