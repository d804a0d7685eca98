import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server.ts";

describe("renderMarkdown", () => {
  it("renders the formatting, keeping headings below the page's h1", () => {
    const html = renderMarkdown(
      "# Top\n\n## Part\n\nSome **bold** and *soft* text.\n\n- one\n- two\n\n> quoted",
    );
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h2>Part</h2>");
    expect(renderMarkdown("### Detail")).toContain("<h3>Detail</h3>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<ul>\n<li>one</li>");
    expect(html).toContain("<blockquote>");
  });

  it("never passes raw HTML, scripts or dangerous links through", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=)\n\n<a href="https://x" onclick="y">raw</a>',
    );
    expect(html).not.toMatch(/<script|<img|href="(javascript|data):|<[^>]+\son\w+=/i);
    expect(html).not.toContain('onclick="');
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps site links as they are and marks links off the site", () => {
    const html = renderMarkdown("[providers](/providers) and [elsewhere](https://example.org)");
    expect(html).toContain('<a href="/providers">providers</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">elsewhere</a>');
  });
});
