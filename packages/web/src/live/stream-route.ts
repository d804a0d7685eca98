import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "../env/index.server.ts";
import { getToken } from "../session/index.server.ts";

const UNAVAILABLE = "The live stream is unavailable";

/** The API's error message (`{ message }`), or the relay's own words when it has none. */
async function upstreamMessage(upstream: Response): Promise<string> {
  const body = (await upstream.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : UNAVAILABLE;
}

/**
 * /messages/stream: the API's live events (GET /v1/stream) relayed on the site's own origin, so the
 * page's EventSource carries the session cookie and the token stays on the server. `no-transform`
 * keeps the compression middleware from buffering the stream.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = await getToken(request);
  if (!token) return new Response("Please log in to continue", { status: 401 });
  const upstream = await fetch(`${env.API_URL.replace(/\/$/, "")}/v1/stream`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
    signal: request.signal,
  }).catch(() => null);
  // Too many streams open for the account (the API's cap): the same 429 and its message, not a 503.
  if (upstream?.status === 429) {
    return new Response(await upstreamMessage(upstream), {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  if (!upstream?.ok || !upstream.body) {
    return new Response(UNAVAILABLE, { status: upstream?.status === 401 ? 401 : 503 });
  }
  // The visitor leaving aborts the upstream read: end quietly instead of erroring the response.
  const reader = upstream.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    cancel() {
      reader.cancel().catch(() => {});
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
