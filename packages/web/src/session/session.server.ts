import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env, publicOrigin, servedOverHttps } from "../env/index.server.ts";
import { region } from "../env/index.ts";

/**
 * The API's opaque token lives in a signed, httpOnly, sameSite=lax cookie (secure over HTTPS); loaders
 * and actions send it to the API as a bearer token. Beside it only `newAccount`: this session began by
 * confirming the sign-up email, so the overview greets 'Welcome', not 'Welcome back' (issue 28).
 * Nothing else about the person is stored here.
 */
const storage = createCookieSessionStorage<{ token: string; newAccount: boolean }>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    secure: servedOverHttps(region),
    path: "/",
    secrets: [env.SESSION_SECRET],
    maxAge: 30 * 24 * 60 * 60,
  },
});

export async function getToken(request: Request): Promise<string | undefined> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  return session.get("token");
}

export async function signOut(request: Request, to = "/") {
  const session = await storage.getSession(request.headers.get("Cookie"));
  return redirect(to, { headers: { "Set-Cookie": await storage.destroySession(session) } });
}

/** Whether this session began with the account's first sign-in (its email confirmed), not a login. */
export async function isNewAccountSession(request: Request): Promise<boolean> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  return session.get("newAccount") === true;
}

export async function signIn(token: string, to: string, { newAccount = false } = {}) {
  const session = await storage.getSession();
  session.set("token", token);
  if (newAccount) session.set("newAccount", true);
  return redirect(to, { headers: { "Set-Cookie": await storage.commitSession(session) } });
}

/**
 * The cookie-consent cookie (spec: named cookie-consent), a year long, with the plain choice as its
 * value ('all' or 'essential') so any script or tag manager can read it.
 */
export function consentCookieHeader(choice: "all" | "essential"): string {
  const secure = servedOverHttps(region) ? "; Secure" : "";
  return `cookie-consent=${choice}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax${secure}`;
}

export function hasConsentCookie(request: Request): boolean {
  return /(?:^|;\s*)cookie-consent=/.test(request.headers.get("Cookie") ?? "");
}

/**
 * Mutating requests must come from our own pages: same-site cookies plus an Origin check against the
 * site's configured public origin (GLOBAL_HOST / NIGERIA_HOST), so it holds behind an HTTPS proxy
 * where the request reaches us as plain http. The site server already refuses cross-origin mutations
 * before Remix runs; this is the same rule where the action itself can see it.
 */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("Origin");
  if (origin === null) return;
  if (origin !== publicOrigin(region) && origin !== new URL(request.url).origin) {
    throw new Response("Cross-site request refused", { status: 403 });
  }
}
