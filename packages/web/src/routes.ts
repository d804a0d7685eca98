import { SERVICE_PAGES } from "./pages/service-pages.ts";

type DefineRoute = (
  path: string | undefined,
  file: string,
  options?: { id?: string; index?: boolean },
) => void;

/** Where packages/web sits relative to an app's app/ folder (apps/<name>/app). */
const WEB = "../../../packages/web/src";

/** The route table both sites use: each app calls it from vite.config.ts with Remix's defineRoutes. */
export function marketplaceRoutes(route: DefineRoute) {
  route("/", `${WEB}/home/route.tsx`, { index: true, id: "home" });
  for (const path of Object.keys(SERVICE_PAGES)) {
    route(path, `${WEB}/pages/service-route.tsx`, { id: `page${path.replace(/[^a-z]/gi, "-")}` });
  }
  route("/login", `${WEB}/accounts/login-route.tsx`, { id: "login" });
  route("/createaccount", `${WEB}/accounts/signup-route.tsx`, { id: "createaccount" });
  route("/join-as-a-provider", `${WEB}/accounts/signup-route.tsx`, { id: "join-as-a-provider" });
  route("/forgot-password", `${WEB}/accounts/forgot-password-route.tsx`, { id: "forgot-password" });
  route("/reset-password", `${WEB}/accounts/reset-password-route.tsx`, { id: "reset-password" });
  route("/confirm-email", `${WEB}/accounts/confirm-email-route.tsx`, { id: "confirm-email" });
  route("/dev/mail", `${WEB}/dev/dev-mail-route.tsx`, { id: "dev-mail" });
  route("/overview", `${WEB}/dashboard/overview-route.tsx`, { id: "overview" });
  route("/security", `${WEB}/dashboard/security-route.tsx`, { id: "security" });
  route("/profile", `${WEB}/dashboard/profile-route.tsx`, { id: "profile" });
  route("/client/:identifier", `${WEB}/dashboard/client-route.tsx`, { id: "client" });
  route("/security/export", `${WEB}/dashboard/security-export-route.tsx`, { id: "security-export" });
  route("/cookie-consent", `${WEB}/shell/cookie-consent-route.tsx`, { id: "cookie-consent" });
  route("/logout", `${WEB}/shell/logout-route.tsx`, { id: "logout" });
  route("*", `${WEB}/errors/not-found-route.tsx`, { id: "not-found" });
}
