import { safeLocalPath } from "@marketplace/domain/redirect";
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { assertSameOrigin, consentCookieHeader } from "../session/session.server.ts";

/** POST /cookie-consent: stores the choice ('all' or 'essential') in the cookie-consent cookie. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const choice = form.get("choice") === "all" ? "all" : "essential";
  // Only a path on this site: never an open redirect (`/\\evil`, `%2F%2Fevil`, tabs...).
  return redirect(safeLocalPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": consentCookieHeader(choice) },
  });
}

export function loader() {
  return redirect("/");
}
