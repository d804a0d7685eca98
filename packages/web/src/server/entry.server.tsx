import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { NonceContext } from "../shell/index.ts";
import { renderDocument } from "./render-document.ts";
import { lowPriorityModulePreloads } from "./script-priority.ts";
import "./site-load-context.ts";

/**
 * The entry both sites share (each app's app/entry.server.tsx re-exports it). It renders with the
 * request's CSP nonce and with the web-streams renderer (see render-document.ts for why); its module
 * preloads wait for what the page shows (script-priority.ts).
 */

/** Pending deferred data is abandoned after this long (Remix single fetch reads this export). */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  let status = responseStatusCode;
  const body = await renderDocument(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      allReady: isbot(request.headers.get("user-agent") ?? ""),
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1_000)]),
      onError(error) {
        status = 500;
        // Errors while the person is still waiting are worth a line; aborted requests are not.
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body.pipeThrough(lowPriorityModulePreloads()), { headers: responseHeaders, status });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error(error);
};
