import type { Article, WithContext } from "schema-dts";

/**
 * schema.org Article for a post, as Google reads it: headline (at most 110 characters), image,
 * dates in ISO 8601, the author as a Person, the publisher, and the page it is the main entity of.
 */
export function articleData(post: {
  title: string;
  description: string;
  url: string;
  image: string | null;
  published: string | null;
  modified: string | null;
  author: string | null;
  section: string;
  words: number;
  publisher: { name: string; url: string };
}): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.description,
    ...(post.image ? { image: [post.image] } : {}),
    ...(post.published ? { datePublished: post.published } : {}),
    ...((post.modified ?? post.published)
      ? { dateModified: post.modified ?? post.published ?? undefined }
      : {}),
    author: post.author
      ? { "@type": "Person", name: post.author }
      : { "@type": "Organization", name: post.publisher.name, url: post.publisher.url },
    publisher: { "@type": "Organization", name: post.publisher.name, url: post.publisher.url },
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    articleSection: post.section,
    wordCount: post.words,
    inLanguage: "en",
  };
}
