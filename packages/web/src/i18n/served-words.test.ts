import { describe, expect, it, vi } from "vitest";
import { provideWords, servedTranslator } from "./served-words.ts";
import { wordsFor } from "./words.server.ts";

describe("served words", () => {
  it("the server knows every served namespace once words.server.ts has loaded", () => {
    expect(servedTranslator("directory")("title")).toBe(wordsFor("directory").directory?.title);
    expect(servedTranslator("common")("errors.goHome")).not.toBe("errors.goHome");
  });

  it("a loader sends only the namespaces its route asks for", () => {
    expect(Object.keys(wordsFor("landing"))).toEqual(["landing"]);
    expect(Object.keys(wordsFor("common", "profile")).sort()).toEqual(["common", "profile"]);
  });

  it("keeps the first copy of a namespace: words are fixed per build", () => {
    const title = servedTranslator("home")("meta.title");
    provideWords({ home: { meta: { title: "Something else" } } });
    expect(servedTranslator("home")("meta.title")).toBe(title);
  });

  it("in a browser, a namespace renders its keys until a loader's words arrive, then its words", async () => {
    vi.resetModules();
    const fresh = await import("./served-words.ts");
    const t = fresh.servedTranslator("directory");
    expect(t("title")).toBe("title");
    fresh.provideWords(wordsFor("directory"));
    expect(t("title")).toBe(wordsFor("directory").directory?.title);
    expect(t.raw("chips")).toEqual(wordsFor("directory").directory?.chips);
  });

  it("ignores a loader that sent no words", () => {
    expect(() => provideWords(undefined)).not.toThrow();
  });
});
