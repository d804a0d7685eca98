import { describe, expect, it, vi } from "vitest";
import { authWords, tAuth } from "./auth.ts";
import { knownWords, provideWords, servedTranslator } from "./served-words.ts";
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

  it("the account pages' loaders send the auth words the server knows, and tAuth reads them", () => {
    expect(authWords()).toEqual(wordsFor("auth"));
    expect(knownWords("auth", "landing")).toEqual(wordsFor("auth", "landing"));
    expect(tAuth("login.title")).toBe("Log in");
  });

  it("in a browser, the auth words are known only once a loader sent them", async () => {
    vi.resetModules();
    const fresh = await import("./served-words.ts");
    expect(fresh.knownWords("auth")).toEqual({ auth: undefined });
    expect(fresh.servedTranslator("auth")("login.title")).toBe("login.title");
    fresh.provideWords(wordsFor("auth"));
    expect(fresh.servedTranslator("auth")("login.title")).toBe("Log in");
  });

  it("ignores a loader that sent no words", () => {
    expect(() => provideWords(undefined)).not.toThrow();
  });
});
