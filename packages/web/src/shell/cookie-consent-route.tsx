import { safeLocalPath } from "@marketplace/domain/redirect";
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { assertSameOrigin, consentCookieHeader } from "../session/index.server.ts";

/**
 * POST /cookie-consent: stores the choice ('all' or 'essential') in the cookie-consent cookie.
 *
 * The banner's plain form (before its code has loaded, or without JavaScript) names the page it was
 * on, and the answer goes back there. The hydrated banner sends the choice alone, in the background
 * (cookie-consent.tsx), and gets 204 with the cookie: a redirect would be followed, and when the reader
 * had moved on before the answer came, it took them back to the page the banner was answered on.
 * A resource route: its answer is a Response (Remix's data() would drop the Set-Cookie here).
 */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const choice = form.get("choice") === "all" ? "all" : "essential";
  const headers = { "Set-Cookie": consentCookieHeader(choice) };
  const back = form.get("redirectTo");
  if (back === null) return new Response(null, { status: 204, headers });
  // Only a path on this site: never an open redirect (`/\\evil`, `%2F%2Fevil`, tabs...).
  return redirect(safeLocalPath(back), { headers });
}

export function loader() {
  return redirect("/");
}
