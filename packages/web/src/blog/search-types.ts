import type { CardPost, CategoryTab } from "./blog-types.ts";

/** The search page's loader data; the search box's dropdown loads it too. */
export interface SearchData {
  term: string;
  error?: string;
  failed?: boolean;
  posts: CardPost[];
  page: number;
  pageCount: number;
  total: number;
  tabs: CategoryTab[];
}
