import { Card } from "@marketplace/ui/card";
import { Heading, Text } from "@marketplace/ui/text";
import { AppLink } from "../shell/index.ts";
import * as css from "./blog.css.ts";
import type { CardPost } from "./blog-types.ts";

/** A post in a list: cover, category, title (the link), excerpt and date. */
export function PostCard({ post, headingLevel = 2 }: { post: CardPost; headingLevel?: 2 | 3 }) {
  return (
    <Card as="article" className={`${css.card} ${css.cardRelative}`}>
      {post.image ? (
        <img
          className={css.cover}
          src={post.image.src}
          alt={post.image.alt}
          width={640}
          height={360}
          loading="lazy"
        />
      ) : null}
      <div className={css.cardBody}>
        <span className={css.eyebrow}>{post.category}</span>
        <Heading level={headingLevel} size="sm">
          <AppLink href={post.href} className={css.cardTitleLink}>
            {post.title}
          </AppLink>
        </Heading>
        {post.excerpt ? (
          <Text size="sm" tone="muted" clamp="two">
            {post.excerpt}
          </Text>
        ) : null}
        {post.date && post.dateTime ? (
          <Text size="sm" tone="muted">
            <time dateTime={post.dateTime}>{post.date}</time>
          </Text>
        ) : null}
      </div>
    </Card>
  );
}

export function PostGrid({ posts, headingLevel }: { posts: CardPost[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={css.cardGrid}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
