import { PassThrough } from "node:stream";
import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./render-document.ts";

/**
 * A page larger than React's 2048-byte write buffer, made of short text chunks with 3-byte characters
 * ('₦' is E2 82 A6 in UTF-8), so some character lands across a buffer boundary (the home page's price
 * cards near byte 131070 did exactly that).
 */
function BigPage() {
  return (
    <html lang="en-NG">
      <body>
        <ul>
          {Array.from({ length: 3000 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list
            <li key={i}>{`₦${30_000 + i}${"é".repeat(i % 7)}`}</li>
          ))}
        </ul>
      </body>
    </html>
  );
}

/** A component that suspends until `release` is called (a fresh one per test). */
function suspender() {
  let ready = false;
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = () => {
      ready = true;
      resolve();
    };
  });
  function Later() {
    if (!ready) throw promise;
    return <p>later</p>;
  }
  return { Later, release };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

function pipeableBytes(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(<BigPage />, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe("renderDocument", () => {
  it("writes multi-byte characters that straddle the write buffer without NUL bytes", async () => {
    const html = await bytesOf(await renderDocument(<BigPage />, { allReady: true }));
    expect(html.length).toBeGreaterThan(40_000);
    expect(html.indexOf(0)).toBe(-1);
    const text = html.toString("utf8");
    expect(text).not.toContain("\uFFFD");
    expect(text.match(/₦/g)?.length).toBe(3000);
    expect(text.includes("<li>₦32999ééé</li>")).toBe(true);
  });

  it("marks React's own inline scripts (streamed Suspense boundaries) with the nonce", async () => {
    const { Later, release } = suspender();
    const stream = await renderDocument(
      <html lang="en">
        <body>
          <Suspense fallback={<p>loading</p>}>
            <Later />
          </Suspense>
        </body>
      </html>,
      { nonce: "abc123" },
    );
    setTimeout(release, 10);
    const text = (await bytesOf(stream)).toString("utf8");
    expect(text).toContain("<p>later</p>");
    const scripts = text.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('nonce="abc123"');
  });

  it("is needed: React 18.3's Node stream renderer still writes NUL bytes here (drop the workaround when this fails)", async () => {
    const html = await pipeableBytes();
    expect(html.indexOf(0)).toBeGreaterThan(-1);
  });
});

describe("renderDocument's signal", () => {
  it("stops a render in progress, and is harmless once the page is complete", async () => {
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const done = new AbortController();
      const html = await bytesOf(await renderDocument(<BigPage />, { signal: done.signal }));
      expect(html.length).toBeGreaterThan(40_000);
      done.abort(new Error("after the end"));

      const early = new AbortController();
      const reported: unknown[] = [];
      const pending = await renderDocument(
        <Suspense fallback={<p>wait</p>}>
          <Never />
        </Suspense>,
        { signal: early.signal, onError: (error) => reported.push(error) },
      );
      early.abort(new Error("visitor left"));
      // The page ends with the fallback instead of hanging; the reason reaches onError.
      expect((await bytesOf(pending)).toString("utf8")).toContain("<p>wait</p>");
      expect(String(reported[0])).toContain("visitor left");
      await new Promise((r) => setTimeout(r, 20));
      expect(errors).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
    }
  });
});

function Never(): never {
  throw new Promise(() => {});
}
