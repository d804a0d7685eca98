/// <reference path="./react-dom-server-browser.d.ts" />
import type { ReactNode } from "react";
// The web-streams renderer, not renderToPipeableStream: React 18.3's Node renderer writes a whole
// 2048-byte view when a multi-byte character does not fit at its end (writeStringChunk passes
// `currentView` instead of `currentView.subarray(0, writtenBytes)`), leaving NUL bytes in the HTML
// before characters such as '₦'. The web-streams build copies encoded bytes and has no such path.
import { renderToReadableStream } from "react-dom/server.browser";

export interface RenderOptions {
  nonce?: string;
  /** Wait for every Suspense boundary (crawlers get the complete page at once). */
  allReady?: boolean;
  /** Stops rendering (the visitor left, or the render took too long). */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

/** Renders a document to a byte stream of UTF-8 HTML. */
export async function renderDocument(element: ReactNode, options: RenderOptions = {}) {
  // React 18.3 closes its stream a second time when aborted after it finished, which throws inside
  // the abort event (an uncaught exception), and cancelling its stream makes it write to a closed one.
  // So React gets its own signal, aborted only while work is still pending: once allReady settles
  // there is nothing left to stop.
  const react = new AbortController();
  let settled = false;
  const stop = () => {
    if (!settled) react.abort(options.signal?.reason);
  };
  if (options.signal?.aborted) stop();
  else options.signal?.addEventListener("abort", stop, { once: true });
  const stream = await renderToReadableStream(element, {
    nonce: options.nonce,
    signal: react.signal,
    onError: options.onError,
  });
  const settle = () => {
    settled = true;
    options.signal?.removeEventListener("abort", stop);
  };
  stream.allReady.then(settle, settle);
  if (options.allReady) await stream.allReady;
  return stream;
}
