import type { MetaFunction } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { failedLoaderMeta } from "./not-found-meta.ts";

const args = (error: unknown) => ({ error }) as unknown as Parameters<MetaFunction>[0];
const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };

describe("a page whose loader failed", () => {
  it("takes the not-found page's title for a 404, in words the browser has without the page's data", () => {
    expect(failedLoaderMeta(args(notFound))).toEqual([
      { title: "Page not found — Tranquil" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("takes the error page's title otherwise", () => {
    expect(failedLoaderMeta(args(new Error("down")))).toEqual([
      { title: "Something went wrong on our side" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
