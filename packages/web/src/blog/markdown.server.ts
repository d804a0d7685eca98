import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * A post's Markdown (Strapi's rich text, Markdown) as HTML that is safe to insert: markdown-it with
 * raw HTML off (any `<tag>` in the source is shown as text), then an allow-list sanitizer, so nothing
 * but the formatting below reaches the page whatever the content service sends. A `#` heading becomes
 * an h2 (the page's h1 is the post's title); links keep http(s), mailto and site paths only, and
 * links off the site open with rel="noopener noreferrer nofollow".
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });
markdown.core.ruler.push("headings_below_title", (state) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close")
      token.tag = `h${Math.max(2, Number(token.tag.slice(1)))}`;
  }
});

const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "strong",
  "em",
  "s",
  "code",
  "pre",
  "a",
  "hr",
  "br",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title"],
      th: ["align"],
      td: ["align"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https"] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const external = /^https?:\/\//i.test(href);
        return {
          tagName,
          attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : { ...attribs },
        };
      },
    },
  });
}
