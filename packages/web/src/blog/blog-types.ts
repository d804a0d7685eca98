/** What the blog's screens receive from their loaders (blog.server.ts builds them). */
export interface CardPost {
  id: string;
  title: string;
  href: string;
  excerpt: string;
  category: string;
  /** Short month, day, year (US English), or null when the service gave no date. */
  date: string | null;
  dateTime: string | null;
  image: { src: string; alt: string } | null;
}

export interface CategoryTab {
  key: string;
  label: string;
  href: string;
}
