import { ALL_CATEGORIES, blogPath } from "@marketplace/domain/blog";
import { pageFromQuery } from "@marketplace/domain/filters";
import { Container } from "@marketplace/ui/layout";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { region } from "../env/index.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { paginationLabels, provideWords, tBlog as t } from "../i18n/index.ts";
import { pageMeta, rootData } from "../seo/index.ts";
import { PageLayout, preloadWithData } from "../shell/index.ts";
import * as css from "./blog.css.ts";
import { cardPosts, categoryTabs, unavailable } from "./blog.server.ts";
import { BlogHero } from "./blog-hero.tsx";
import { BlogResultsLater as BlogResults } from "./blog-results-later.tsx";
import { listPosts } from "./content-client.server.ts";
import { NewsletterBlockLater as NewsletterBlock } from "./newsletter-block-later.tsx";

/**
 * /blog and /blog/{categorySlug}?page= (screen 6), rendered on the server: the category tabs
 * (all-categories is /blog), ten cards a page, pagination by URL, the empty state.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const words = wordsFor("blog");
  provideWords(words);
  const category = params.categorySlug ?? null;
  if (category === ALL_CATEGORIES)
    throw redirectTo(blogPath(null, pageFromQuery(new URL(request.url).searchParams.get("page"))));
  const page = pageFromQuery(new URL(request.url).searchParams.get("page"));
  try {
    const [tabs, list] = await Promise.all([
      categoryTabs(t("allCategories")),
      listPosts({ page, ...(category ? { category } : {}) }),
    ]);
    const tab = tabs.find((c) => c.key === (category ?? ALL_CATEGORIES));
    if (!tab) throw new Response(null, { status: 404 });
    return {
      words,
      tabs,
      current: tab.key,
      categoryName: category ? tab.label : null,
      path: blogPath(category, page),
      basePath: blogPath(category),
      posts: cardPosts(list.posts),
      page,
      pageCount: list.pagination.pageCount,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    return unavailable(error);
  }
}

/** A client-side navigation renders the page whole: its later parts' code comes with the data. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, BlogResults, NewsletterBlock);

const redirectTo = (location: string) => new Response(null, { status: 301, headers: { Location: location } });

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  provideWords(data.words);
  const title = data.categoryName ? t("categoryMetaTitle", { category: data.categoryName }) : t("metaTitle");
  const description = data.categoryName
    ? t("categoryDescription", { category: data.categoryName })
    : t("subtitle");
  return pageMeta({
    title,
    description,
    path: data.path,
    hosts: rootData(matches)?.hosts,
    locale: region.locale,
  });
};

export default function BlogList() {
  const data = useLoaderData<typeof loader>();
  provideWords(data.words);
  const hrefFor = (page: number) => (page > 1 ? `${data.basePath}?page=${page}` : data.basePath);
  return (
    <PageLayout>
      <BlogHero tabs={data.tabs} current={data.current} />
      <Container className={css.section}>
        <BlogResults
          posts={data.posts}
          page={data.page}
          totalPages={data.pageCount}
          hrefFor={hrefFor}
          labels={paginationLabels(t("pages"))}
          empty={{ title: t("empty.title"), description: t("empty.text") }}
        />
      </Container>
      <NewsletterBlock />
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
