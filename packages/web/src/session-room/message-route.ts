import type { ActionFunctionArgs } from "@remix-run/node";
import { relayMessage } from "./session-room.server.ts";

/** /session/{id}/message: a text from the room's panel, an ordinary message of the pair's conversation. */
export async function action({ request }: ActionFunctionArgs) {
  return relayMessage(request);
}
