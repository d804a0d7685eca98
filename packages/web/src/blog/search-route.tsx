import { BLOG_MESSAGES, searchPath } from "@marketplace/domain/blog";
import { pageFromQuery } from "@marketplace/domain/filters";
import { Banner } from "@marketplace/ui/banner";
import { Container } from "@marketplace/ui/layout";
import { Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { wordsFor } from "../i18n/index.server.ts";
import { paginationLabels, provideWords, tBlog as t, tCommon } from "../i18n/index.ts";
import { PageLayout, preloadWithData } from "../shell/index.ts";
import * as css from "./blog.css.ts";
import { cardPosts, categoryTabs } from "./blog.server.ts";
import { BlogHero } from "./blog-hero.tsx";
import { BlogResultsLater as BlogResults } from "./blog-results-later.tsx";
import { ContentError, listPosts } from "./content-client.server.ts";
import { NewsletterBlockLater as NewsletterBlock } from "./newsletter-block-later.tsx";
import type { SearchData } from "./search-types.ts";

const MAX_TERM = 200;

/**
 * /blog/search/{term} (the full results, ten a page) and /blog/search, where the search box's plain
 * form lands without JavaScript: a term goes on to /blog/search/{term}; none says 'Fields cannot be
 * empty'. The search box's dropdown loads this loader's data too (page 1).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const words = wordsFor("blog");
  provideWords(words);
  const url = new URL(request.url);
  const queried = url.searchParams.get("term");
  const term = (params.term ?? queried ?? "").trim().slice(0, MAX_TERM);
  if (!params.term && term) throw redirect(searchPath(term));
  const page = pageFromQuery(url.searchParams.get("page"));
  const tabs = await categoryTabs(t("allCategories")).catch(() => []);
  const base: SearchData = { term, posts: [], page, pageCount: 0, total: 0, tabs };
  if (!term) return { words, ...base, error: BLOG_MESSAGES.emptyTerm };
  try {
    const list = await listPosts({ page, titleContains: term });
    return {
      words,
      ...base,
      posts: cardPosts(list.posts),
      pageCount: list.pagination.pageCount,
      total: list.pagination.total,
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { words, ...base, failed: true };
  }
}

/** A client-side navigation renders the page whole: its later parts' code comes with the data. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, BlogResults, NewsletterBlock);

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  provideWords(data.words);
  return [
    {
      title: data.term
        ? t("search.metaTitle", { term: data.term })
        : `${t("search.heading")} — ${tCommon("brand")}`,
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function BlogSearchPage() {
  const data = useLoaderData<typeof loader>();
  provideWords(data.words);
  const hrefFor = (page: number) => searchPath(data.term, page);
  return (
    <PageLayout>
      <BlogHero
        heading={data.term ? t("search.title", { term: data.term }) : t("search.heading")}
        intro={data.term && !data.failed ? t("search.count", { count: data.total }) : t("subtitle")}
        tabs={data.tabs}
        current={null}
        term={data.term}
        searchError={data.error}
      />
      <Container className={css.section}>
        {data.failed ? (
          <Banner tone="danger" live>
            {t("search.failed")} {t("search.tryAgain")}
          </Banner>
        ) : data.term || data.posts.length > 0 ? null : (
          <Text tone="muted">{t("subtitle")}</Text>
        )}
        <BlogResults
          posts={data.posts}
          page={data.page}
          totalPages={data.pageCount}
          hrefFor={hrefFor}
          labels={paginationLabels(t("pages"))}
          empty={data.term && !data.failed ? { title: t("search.noResults") } : undefined}
        />
      </Container>
      <NewsletterBlock />
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
