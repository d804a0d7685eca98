import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./script-priority.ts";

/** Streams `parts` (each one chunk of bytes) through the transform and returns the bytes that come out. */
async function through(parts: Uint8Array[]): Promise<Buffer> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return Buffer.from(await new Response(source.pipeThrough(lowPriorityModulePreloads())).arrayBuffer());
}

const encode = (text: string) => new TextEncoder().encode(text);

/** Cuts `bytes` into chunks at every given offset. */
function cut(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const edges = [0, ...offsets, bytes.length];
  return edges.slice(1).map((end, i) => bytes.slice(edges[i], end));
}

const page =
  '<html><head><link rel="stylesheet" href="/s.css"/></head><body><p>₦30,000 é</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/>' +
  '<script type="module" async="">import("/assets/entry.js");</script></body></html>';
const expected = page.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    const out = (await through([encode(page)])).toString("utf8");
    expect(out).toBe(expected);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/s.css"/>');
  });

  it("rewrites a tag split between chunks and keeps multi-byte characters split between chunks whole", async () => {
    const bytes = encode(page);
    const tag = page.indexOf('<link rel="modulepreload"');
    // '₦' is three bytes: cut inside it, and at every offset within the first preload tag.
    const naira = Buffer.from(bytes).indexOf(Buffer.from("₦")) + 1;
    const tagBytes = Buffer.from(bytes).indexOf(Buffer.from('<link rel="modulepreload"'));
    expect(tag).toBeGreaterThan(0);
    for (let offset = tagBytes; offset <= tagBytes + 26; offset++) {
      const out = await through(cut(bytes, [naira, offset]));
      expect(out.toString("utf8")).toBe(expected);
      expect(out.includes(0)).toBe(false);
    }
  });

  it("passes one byte at a time through unchanged apart from the preloads", async () => {
    const bytes = encode(page);
    const out = await through(
      cut(
        bytes,
        Array.from({ length: bytes.length - 1 }, (_, i) => i + 1),
      ),
    );
    expect(out.toString("utf8")).toBe(expected);
  });

  it("gives back a document with no module preload byte for byte", async () => {
    const plain = encode('<p>Find calm, one conversation at a time — ₦</p><link rel="module');
    expect(Buffer.compare(await through(cut(plain, [5, 40])), Buffer.from(plain))).toBe(0);
  });
});
