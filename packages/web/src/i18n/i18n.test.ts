import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.ts";
import { resources } from "./resources.ts";

const keys = (value: unknown, prefix = ""): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe("translations", () => {
  it("has the same keys in en-US and en-NG for every namespace", () => {
    for (const ns of Object.keys(resources["en-US"]) as Array<keyof (typeof resources)["en-US"]>) {
      expect(keys(resources["en-NG"][ns]).sort()).toEqual(keys(resources["en-US"][ns]).sort());
    }
  });

  it("carries the spec's exact strings", () => {
    const t = createI18n("en-NG").t;
    expect(t("nav.services")).toBe("Services");
    expect(t("nav.forTherapists")).toBe("For Therapists");
    expect(t("nav.signup")).toBe("Signup");
    expect(t("footer.cookiePreferences")).toBe("Cookie Preferences");
    expect(t("provider.noModality")).toBe("no modality selected");
    expect(t("provider.noConcerns")).toBe("no concerns selected");
    expect(t("featured.empty", { ns: "home" })).toBe("no providers found");
    expect(t("blog.title", { ns: "pages" })).toBe("News, Insights and Updates");
    expect(t("provider.more", { count: 3 })).toBe("+ 3 more");
  });
});
