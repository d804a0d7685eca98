import { visitorAddress } from "../api/index.server.ts";
import { env } from "../env/index.server.ts";
import { getToken } from "../session/index.server.ts";

/** The session room's writes from the page's script, relayed to the API with the session's token. */
async function relay(request: Request, path: string, init: RequestInit): Promise<Response> {
  const token = await getToken(request);
  if (!token) return Response.json({ message: "Please log in to continue" }, { status: 401 });
  const headers = new Headers(init.headers);
  headers.set("Authorization", `Bearer ${token}`);
  headers.set("Accept", "application/json");
  const address = visitorAddress(request);
  if (address) headers.set("X-Forwarded-For", address);
  const upstream = await fetch(`${env.API_URL.replace(/\/$/, "")}${path}`, { ...init, headers }).catch(
    () => null,
  );
  if (!upstream) return Response.json({ message: "The service is unavailable" }, { status: 502 });
  return new Response(await upstream.text(), {
    status: upstream.status,
    headers: {
      "Content-Type": upstream.headers.get("Content-Type") ?? "application/json",
      "Cache-Control": "no-store",
    },
  });
}

/** At most this much of a signal is read from the page (an SDP offer is a few KB). */
const MAX_SIGNAL_BYTES = 48 * 1024;

/**
 * POST /session/{id}/signal: one signal (join, offer, answer, ICE candidate, state, leave) from the
 * page to the API's POST /v1/session-rooms/{id}/signal. The body is passed on as it came (the API
 * validates it); a leave sent by navigator.sendBeacon arrives as text/plain.
 */
export async function relaySignal(request: Request, bookingId: string): Promise<Response> {
  const body = await request.text();
  if (body.length > MAX_SIGNAL_BYTES)
    return Response.json({ message: "The signal is too large" }, { status: 413 });
  return relay(request, `/v1/session-rooms/${encodeURIComponent(bookingId)}/signal`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
  });
}

/** POST /session/{id}/message: a text from the room's panel, sent as an ordinary message to `receiver`. */
export async function relayMessage(request: Request): Promise<Response> {
  const { receiver, message } = (await request.json().catch(() => ({}))) as {
    receiver?: unknown;
    message?: unknown;
  };
  if (typeof receiver !== "string" || typeof message !== "string") {
    return Response.json({ message: "The message is not valid" }, { status: 400 });
  }
  const form = new FormData();
  form.set("receiver", receiver);
  form.set("message", message);
  return relay(request, "/v1/messages", { method: "POST", body: form });
}
