import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "../env/env.server.ts";
import {
  ContentError,
  getPost,
  listCategories,
  listPosts,
  mediaUrl,
  searchTitles,
} from "./content-client.server.ts";

const calls: URL[] = [];
function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: URL) => {
      calls.push(new URL(input));
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

const EMPTY = { data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } };

describe("the content client speaks Strapi v5's REST dialect only", () => {
  it("asks for the search box's titles exactly as section 7 says", async () => {
    answer(EMPTY);
    await searchTitles("calm");
    const url = calls[0] as URL;
    expect(`${url.origin}${url.pathname}`).toBe(`${env.CONTENT_API_URL}/posts`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      "fields[0]": "title",
      "fields[1]": "slug",
      "populate[0]": "category",
      "filters[title][$containsi]": "calm",
      "pagination[page]": "1",
      "pagination[pageSize]": "10",
      "sort[0]": "publishedAt:desc",
    });
  });

  it("filters a category's page and reads pagination from meta", async () => {
    answer({ ...EMPTY, meta: { pagination: { page: 2, pageSize: 10, pageCount: 3, total: 25 } } });
    const { pagination } = await listPosts({ page: 2, category: "self-care" });
    expect(calls[0]?.searchParams.get("filters[category][slug][$eq]")).toBe("self-care");
    expect(calls[0]?.searchParams.get("pagination[page]")).toBe("2");
    expect(pagination.pageCount).toBe(3);
  });

  it("reads a post by slug and the categories as data.data", async () => {
    answer({
      data: [{ id: 1, documentId: "a", title: "T", slug: "t", body: "# Hi", category: null, image: null }],
    });
    expect((await getPost("t"))?.body).toBe("# Hi");
    expect(calls[0]?.searchParams.get("filters[slug][$eq]")).toBe("t");
    answer({ data: [{ id: 1, documentId: "c", name: "Self-Care", slug: "self-care" }] });
    expect(await listCategories()).toEqual([{ documentId: "c", name: "Self-Care", slug: "self-care" }]);
  });

  it("turns a failure or a foreign shape into a ContentError", async () => {
    answer({ error: { status: 500 } }, 500);
    await expect(listCategories()).rejects.toBeInstanceOf(ContentError);
    answer({ results: [] });
    await expect(listCategories()).rejects.toBeInstanceOf(ContentError);
  });

  it("loads relative media from the content's media origin", () => {
    expect(mediaUrl("/uploads/a.png")).toBe(`${env.CONTENT_MEDIA_ORIGIN}/uploads/a.png`);
    expect(mediaUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });
});
