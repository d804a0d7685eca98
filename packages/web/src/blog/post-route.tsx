import { ALL_CATEGORIES, blogPath, postPath, readingMinutes, wordCount } from "@marketplace/domain/blog";
import { formatShortDate } from "@marketplace/domain/dates";
import { Container } from "@marketplace/ui/layout";
import { Heading, Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { type ClientLoaderFunctionArgs, isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { hosts } from "../env/index.server.ts";
import { region } from "../env/index.ts";
import { notFoundMeta } from "../errors/index.ts";
import { wordsFor } from "../i18n/index.server.ts";
import { provideWords, tBlog as t, tCommon } from "../i18n/index.ts";
import { breadcrumbList, JsonLd, jsonLdText, pageMeta, rootData } from "../seo/index.ts";
import { AppLink, PageLayout, preloadWithData } from "../shell/index.ts";
import { articleData } from "./article-data.ts";
import * as css from "./blog.css.ts";
import { cardPosts, unavailable } from "./blog.server.ts";
import { getPost, listPosts, mediaUrl } from "./content-client.server.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { NewsletterBlockLater as NewsletterBlock } from "./newsletter-block-later.tsx";
import { PostGrid } from "./post-card.tsx";

const RELATED = 3;

/** /blog/{categorySlug}/{postSlug}: the post, its reading time, Article structured data, related posts. */
export async function loader({ params }: LoaderFunctionArgs) {
  const words = wordsFor("blog");
  provideWords(words);
  const slug = params.postSlug ?? "";
  try {
    const post = await getPost(slug);
    if (!post?.category) throw new Response(null, { status: 404 });
    // The post's address names its category; an old or wrong category moves to the right one.
    if (post.category.slug !== params.categorySlug)
      throw redirect(postPath(post.category.slug, post.slug), 301);
    const related = await listPosts({ page: 1, category: post.category.slug });
    const body = post.body ?? "";
    const origin = hosts[region.locale].replace(/\/+$/, "");
    const path = postPath(post.category.slug, post.slug);
    const date = post.publishedAt ?? post.createdAt ?? null;
    const image = post.image
      ? { src: mediaUrl(post.image.url), alt: post.image.alternativeText ?? "" }
      : null;
    const description = post.excerpt || body.slice(0, 200);
    const publisher = { name: tCommon("brand"), url: origin };
    const jsonLd = [
      jsonLdText(
        articleData({
          title: post.title,
          description,
          url: `${origin}${path}`,
          image: image ? new URL(image.src, origin).href : null,
          published: date,
          modified: post.updatedAt ?? null,
          author: post.author ?? null,
          section: post.category.name,
          words: wordCount(body),
          publisher,
        }),
      ),
      jsonLdText(
        breadcrumbList(
          [
            { name: t("post.blog"), path: blogPath(null) },
            { name: post.category.name, path: blogPath(post.category.slug) },
            { name: post.title, path },
          ],
          origin,
        ),
      ),
    ];
    return {
      words,
      path,
      title: post.title,
      description,
      author: post.author ?? null,
      date: date ? formatShortDate(date) : null,
      dateTime: date,
      minutes: readingMinutes(body),
      category: { name: post.category.name, href: blogPath(post.category.slug) },
      image,
      html: renderMarkdown(body),
      related: cardPosts(related.posts.filter((p) => p.slug !== post.slug)).slice(0, RELATED),
      jsonLd,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    return unavailable(error);
  }
}

/** A client-side navigation renders the page whole: the newsletter block's code comes with the data. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  preloadWithData(serverLoader<typeof loader>, NewsletterBlock);

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data, matches, error } = args;
  if (!data) {
    if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(args);
    return [];
  }
  provideWords(data.words);
  return [
    ...pageMeta({
      title: `${data.title} — ${tCommon("brand")}`,
      description: data.description,
      path: data.path,
      hosts: rootData(matches)?.hosts,
      locale: region.locale,
    }).map((tag) =>
      "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
    ),
    ...(data.image ? [{ property: "og:image", content: data.image.src }] : []),
    ...(data.dateTime ? [{ property: "article:published_time", content: data.dateTime }] : []),
  ];
};

export default function BlogPostPage() {
  const data = useLoaderData<typeof loader>();
  provideWords(data.words);
  return (
    <PageLayout>
      {data.jsonLd.map((json) => (
        <JsonLd key={json.slice(0, 40)} json={json} />
      ))}
      <Container>
        <article className={css.article}>
          <header className={css.articleHead}>
            <nav aria-label={t("post.breadcrumb")}>
              <ol className={css.crumbs}>
                <li>
                  <AppLink href={blogPath(ALL_CATEGORIES)}>{t("post.blog")}</AppLink>
                </li>
                <li>
                  <AppLink href={data.category.href}>{data.category.name}</AppLink>
                </li>
              </ol>
            </nav>
            <Heading level={1} size="xl">
              {data.title}
            </Heading>
            <Text tone="muted" className={css.byline}>
              {data.author ? <span>{t("post.by", { author: data.author })}</span> : null}
              {data.date && data.dateTime ? (
                <span>
                  <time dateTime={data.dateTime}>{data.date}</time>
                </span>
              ) : null}
              <span>{t("card.minutes", { count: data.minutes })}</span>
            </Text>
          </header>
          {data.image ? (
            <img
              className={css.articleCover}
              src={data.image.src}
              alt={data.image.alt}
              width={960}
              height={540}
            />
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered without raw HTML and sanitised by an allow-list (markdown.server.ts) */}
          <div className={css.prose} dangerouslySetInnerHTML={{ __html: data.html }} />
        </article>
        {data.related.length > 0 ? (
          <section className={css.section} aria-labelledby="related-title">
            <Heading level={2} size="md" id="related-title">
              {t("post.related")}
            </Heading>
            <PostGrid posts={data.related} headingLevel={3} />
            <Text>
              <AppLink href={data.category.href}>{t("post.back", { category: data.category.name })}</AppLink>
            </Text>
          </section>
        ) : null}
      </Container>
      <NewsletterBlock />
    </PageLayout>
  );
}

export { ErrorBoundary } from "../errors/index.ts";
