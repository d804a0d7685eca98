import { describe, expect, it } from "vitest";
import { consultWords } from "./quick-consult-words.server.ts";

describe("the initial-consultation page's words", () => {
  it("are all worded, with the page number left for the page to fill in", () => {
    const words = consultWords();
    for (const [name, text] of Object.entries(words)) expect(text, name).not.toBe("");
    expect(words.goToPage).toContain("{{page}}");
    expect(words.goToPage.replace("{{page}}", "3")).toBe("Page 3");
    expect(words.emptyTitle).toBe("no providers found");
  });
});
