import { EmptyState } from "@marketplace/ui/empty-state";
import { Pagination, type PaginationProps } from "@marketplace/ui/pagination";
import type { CardPost } from "./blog-types.ts";
import { PostGrid } from "./post-card.tsx";

export type BlogResultsProps = {
  posts: CardPost[];
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  labels: PaginationProps["labels"];
  /** What an empty page says; without it the route says it (a failed search, no term yet). */
  empty?: { title: string; description?: string | undefined } | undefined;
};

/** A page of post cards, or its empty state, and the pagination below them. */
export function BlogResults({ posts, page, totalPages, hrefFor, labels, empty }: BlogResultsProps) {
  return (
    <>
      {posts.length > 0 ? (
        <PostGrid posts={posts} />
      ) : empty ? (
        <EmptyState title={empty.title} description={empty.description} />
      ) : null}
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} labels={labels} />
    </>
  );
}
