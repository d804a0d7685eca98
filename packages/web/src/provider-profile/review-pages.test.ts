import { describe, expect, it } from "vitest";
import { reviewPage, reviewsHref } from "./review-pages.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";

describe("the reviews page in the URL", () => {
  it("reads ?page=n, anything else as page 1", () => {
    const at = (q: string) => reviewPage(new URL(`http://x/provider/${ID}${q}`));
    expect(at("?page=3")).toBe(3);
    expect(at("")).toBe(1);
    expect(at("?page=0")).toBe(1);
    expect(at("?page=-2")).toBe(1);
    expect(at("?page=two")).toBe(1);
  });

  it("keeps page 1 at the profile's own address", () => {
    expect(reviewsHref(ID, 1)).toBe(`/provider/${ID}`);
    expect(reviewsHref(ID, 2)).toBe(`/provider/${ID}?page=2`);
  });
});
