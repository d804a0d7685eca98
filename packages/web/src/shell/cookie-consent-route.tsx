import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { assertSameOrigin, consentCookieHeader } from "../session/session.server.ts";

/** POST /cookie-consent: stores the choice ('all' or 'essential') in the cookie-consent cookie. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const choice = form.get("choice") === "all" ? "all" : "essential";
  const back = String(form.get("redirectTo") ?? "/");
  // Only a local path: never redirect elsewhere.
  const to = back.startsWith("/") && !back.startsWith("//") ? back : "/";
  return redirect(to, { headers: { "Set-Cookie": consentCookieHeader(choice) } });
}

export function loader() {
  return redirect("/");
}
