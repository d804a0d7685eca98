import type { ActionFunctionArgs } from "@remix-run/node";
import { relaySignal } from "./session-room.server.ts";

/** /session/{id}/signal: the room's signals, relayed to the API (session-room.server.ts). */
export async function action({ request, params }: ActionFunctionArgs) {
  return relaySignal(request, params.id ?? "");
}
