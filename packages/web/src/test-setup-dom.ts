// Vitest gives every jsdom file a new window, but with isolation off the files share one process and
// module graph: what a module kept from the first file's window must still work in this file's.
if (typeof document !== "undefined") {
  // Node's fetch classes load once per process, when the first window is being installed (vitest reads
  // the global FormData, which loads them), and keep that window's URLSearchParams: a later window's
  // instance then failed `new Request(url, { body })` ("Expected init.body to be an instance of
  // URLSearchParams"), so no fetcher or form submission reached its route's action. Every file gets
  // the first window's class back.
  const first = Symbol.for("marketplace.test.URLSearchParams");
  const process_ = globalThis as typeof globalThis & { [first]?: typeof URLSearchParams };
  process_[first] ??= globalThis.URLSearchParams;
  globalThis.URLSearchParams = process_[first];
  const probe = new Request("http://localhost/", { method: "POST", body: new URLSearchParams("a=1") });
  if (!probe.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) {
    throw new Error("test-setup-dom.ts: fetch's Request no longer takes this URLSearchParams as a form body");
  }

  // testing-library's `screen` is bound to the body of the document that was global when it was first
  // imported; later files' queries searched that detached, empty body. Bind it to this file's.
  const { screen, within } = await import("@testing-library/react");
  Object.assign(screen, within(document.body));
}
