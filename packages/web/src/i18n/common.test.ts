import { describe, expect, it } from "vitest";
import { paginationLabels } from "./common.ts";

describe("paginationLabels", () => {
  it("names what is paged in the screen's words and words the rest the same on every list", () => {
    const labels = paginationLabels("Blog pages");
    expect(labels.nav).toBe("Blog pages");
    expect(labels.previous).toBe("Previous page");
    expect(labels.next).toBe("Next page");
    expect(labels.page(3)).toBe("Page 3");
  });
});
