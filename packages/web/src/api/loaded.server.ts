import { apiErrorMessage } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";

/**
 * What a loader needs from the API, or this site's error page (502, with the API's message when it
 * gave one). A failed answer is never read as an empty list: a client told they have no upcoming
 * sessions, or a booking screen showing no open times, when the API merely failed, would miss a
 * session or give up on a provider; a profile form drawn without its options would save them away.
 */
export function loaded<T>(answer: { data?: T; error?: unknown }): T {
  if (answer.data !== undefined) return answer.data;
  throw new Response(apiErrorMessage(answer.error, GENERIC_MESSAGES.generic), { status: 502 });
}
