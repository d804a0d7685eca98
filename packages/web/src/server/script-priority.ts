/**
 * Marks the document's module preloads `fetchpriority="low"` as the HTML streams out.
 *
 * Why: Remix's <Scripts/> preloads the entry and every module of the matched routes (two dozen files on
 * the home page) with Chrome's default, High priority. On a slow phone connection they then share the
 * bandwidth with the stylesheet, the fonts and the images the first paint and the largest paint need,
 * and Lighthouse counts every High script that finished before the first paint as render-blocking
 * (docs/decisions/009-lighthouse.md). Every public page renders whole from its HTML and works before
 * its code arrives (015-progressive-hydration.md), so the code can wait for what the person sees.
 * Remix passes no attributes to these links, hence the rewrite of the stream.
 */

const PRELOAD = '<link rel="modulepreload"';
const LOW = `${PRELOAD} fetchpriority="low"`;

/**
 * How many characters at the end of `text` could begin a PRELOAD tag that the next chunk completes.
 * They are held back so a tag split between two chunks is still rewritten.
 */
function partialTagLength(text: string): number {
  const longest = Math.min(PRELOAD.length - 1, text.length);
  for (let length = longest; length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

/**
 * A byte stream transform. It works on latin1 strings (one character per byte), so a multi-byte UTF-8
 * character split between chunks passes through untouched, byte for byte.
 */
export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
  let held = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = (held + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1"))
        .split(PRELOAD)
        .join(LOW);
      const keep = partialTagLength(text);
      held = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready) controller.enqueue(Buffer.from(ready, "latin1"));
    },
    flush(controller) {
      if (held) controller.enqueue(Buffer.from(held, "latin1"));
    },
  });
}
