/** The five blog categories; the posts are written in blog-posts.ts and blog-articles-*.ts. */
export const BLOG_CATEGORIES = [
  { name: "Anxiety and Stress", slug: "anxiety-and-stress" },
  { name: "Relationships", slug: "relationships" },
  { name: "Self-Care", slug: "self-care" },
  { name: "Therapy Explained", slug: "therapy-explained" },
  { name: "Workplace Wellbeing", slug: "workplace-wellbeing" },
];
