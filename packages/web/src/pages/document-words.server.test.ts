import { describe, expect, it } from "vitest";
import enNG from "../i18n/locales/en-NG/documents.json";
import enUS from "../i18n/locales/en-US/documents.json";
import { DOCUMENT_PARAMS, documentOf, fill, sectionsOf } from "./document-words.server.ts";

const placeholders = (table: unknown): string[] =>
  [...JSON.stringify(table).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "");

describe("the public pages' texts", () => {
  // `concern` is filled in the page, with each suggested concern's name.
  it("name only facts the pages know", () => {
    for (const name of [...placeholders(enUS), ...placeholders(enNG)])
      expect([...Object.keys(DOCUMENT_PARAMS), "concern"]).toContain(name);
  });

  it("state the commission from the ledger's share, and the provider's part", () => {
    expect(DOCUMENT_PARAMS.commission).toBe("20%");
    expect(DOCUMENT_PARAMS.providerShare).toBe("80%");
    expect(documentOf("join").fees.join(" ")).toContain(
      "a commission of 20% of its fee and the remaining 80%",
    );
  });

  it("fill lists and tables, and leave an unknown name visible", () => {
    expect(fill({ a: ["{{supportEmail}}", "{{nope}}"] }, { supportEmail: "s@x.example" })).toEqual({
      a: ["s@x.example", "{{nope}}"],
    });
  });

  it("keep the legal sections in order with their anchors, filled in", () => {
    const sections = sectionsOf(documentOf("terms").sections);
    expect(sections.map((s) => s.id)).toEqual([
      "who",
      "service",
      "accounts",
      "bookings",
      "cancellations",
      "providers",
      "conduct",
      "liability",
      "law",
      "changes",
    ]);
    expect(sections.flatMap((s) => s.body).join(" ")).not.toContain("{{");
  });
});
