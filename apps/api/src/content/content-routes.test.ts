import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { nestQuery } from "./strapi-query.ts";

interface Post {
  id: number;
  documentId: string;
  title?: string;
  slug?: string;
  body?: string;
  publishedAt?: string;
  category?: { slug: string; name: string } | null;
  image?: { url: string } | null;
}
interface List<T> {
  data: T[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ providers: 3, clients: 1 });
});
afterAll(() => t.close());

const posts = (query: string) => t.json<List<Post> & { message?: string }>(`/content/api/posts?${query}`);

describe("the content API (Strapi v5 REST dialect)", () => {
  it("nests bracketed keys the way Strapi's qs does", () => {
    expect(
      nestQuery(
        new URLSearchParams("filters[category][slug][$eq]=a&fields[0]=title&fields[1]=slug&sort=x:desc"),
      ),
    ).toEqual({
      filters: { category: { slug: { $eq: "a" } } },
      fields: { "0": "title", "1": "slug" },
      sort: "x:desc",
    });
  });

  it("pages, sorts and selects fields, with the category populated", async () => {
    const res = await posts(
      "fields[0]=title&fields[1]=slug&populate[0]=category&pagination[page]=2&pagination[pageSize]=10&sort=publishedAt:desc",
    );
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination).toEqual({ page: 2, pageSize: 10, pageCount: 3, total: 30 });
    const [first] = res.body.data;
    expect(Object.keys(first ?? {}).sort()).toEqual(["category", "documentId", "id", "slug", "title"]);
    expect(first?.category?.slug).toBeTruthy();
    const all = await posts("fields=publishedAt&sort=publishedAt:desc&pagination[pageSize]=100");
    const dates = all.body.data.map((p) => p.publishedAt ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by title (case-insensitive contains), slug and category slug", async () => {
    const found = await posts("filters[title][$containsi]=THERAPY&populate=*");
    expect(found.body.data.length).toBeGreaterThan(0);
    for (const p of found.body.data) expect(p.title?.toLowerCase()).toContain("therapy");
    expect(found.body.data[0]?.image?.url).toMatch(/^\/files\/covers\//);
    const one = await posts(
      "filters[slug][$eq]=what-happens-in-your-first-therapy-session&populate=category",
    );
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]?.body).toContain("## Before the session");
    const category = await posts("filters[category][slug][$eq]=self-care&populate=category");
    expect(category.body.meta.pagination.total).toBe(6);
    expect(category.body.data.every((p) => p.category?.slug === "self-care")).toBe(true);
    expect((await posts("filters[title][$containsi]=%25")).body.data).toEqual([]);
  });

  it("answers a query it cannot serve with a precise 400", async () => {
    expect((await posts("pagination[pageSize]=101")).body.message).toBe(
      "pagination[pageSize] must be at most 100",
    );
    expect((await posts("pagination[page]=0")).body.message).toBe("pagination[page] must be at least 1");
    expect((await posts("fields=password")).body.message).toMatch(/^fields: password is not a field/);
    expect((await posts("populate=author")).body.message).toMatch(/^populate: author is not a relation/);
    expect((await posts("sort=body:sideways")).status).toBe(400);
    expect((await posts("filters[title][$regex]=x")).status).toBe(400);
  });

  it("lists the categories under data", async () => {
    const res =
      await t.json<List<{ slug: string; name: string; documentId: string }>>("/content/api/categories");
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => c.slug)).toContain("relationships");
    expect(res.body.meta.pagination.total).toBe(5);
  });
});
