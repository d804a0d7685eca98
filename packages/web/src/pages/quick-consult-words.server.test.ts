import { describe, expect, it } from "vitest";
import { consultWords } from "./quick-consult-words.server.ts";

describe("the initial-consultation page's words", () => {
  it("are all worded", () => {
    const words = consultWords();
    for (const [name, text] of Object.entries(words)) expect(text, name).not.toBe("");
    expect(words.pages).toBe("Pages of therapists");
    expect(words.emptyTitle).toBe("no providers found");
  });
});
