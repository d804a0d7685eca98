// The server knows every served namespace from its start (words.server.ts); so do the tests.
import "./i18n/words.server.ts";
import { afterAll } from "vitest";

// A server module that calls hydrateLater starts importing that part's code when it is evaluated, and
// nothing in a test awaits it. The worker is shared from file to file, but each file's connection to
// vitest closes with it: an import still under way then never got its modules, and every later file
// importing them waited 60 s and failed ("Timeout calling fetch"). Each file waits for its imports.
if (import.meta.env.SSR) {
  afterAll(async () => {
    const { serverLoadsSettled } = await import("./shell/hydrate-later.tsx");
    await serverLoadsSettled();
  });
}
