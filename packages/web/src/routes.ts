import { SERVICE_PAGES, SERVICE_ROUTE_FILES, type ServicePath } from "./pages/service-pages.ts";

type DefineRoute = (
  path: string | undefined,
  file: string,
  options?: { id?: string; index?: boolean },
  children?: () => void,
) => void;

/**
 * Who a route serves: `public` pages are open to visitors (they carry the first-load budget that
 * `pnpm bench:web` measures), `signed-in` pages need a session, `resource` routes render nothing or a
 * bare form, `development` pages exist only with DEV_TOOLS=1, for this machine's requests (404 otherwise).
 */
export type RouteAccess = "public" | "signed-in" | "resource" | "development";

export interface SiteRoute {
  id: string;
  /** Undefined for the index route. */
  path: string | undefined;
  /** The route module, relative to packages/web/src. */
  file: string;
  access: RouteAccess;
  index?: boolean;
  /**
   * False for a public page whose meta asks search engines not to index it (a form reached from a
   * link or an email): sitemap.xml leaves it out. Public pages are indexed by default.
   */
  indexed?: false;
}

/** The route table both sites use. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { id: "home", path: "/", file: "home/route.tsx", access: "public", index: true },
  ...(Object.keys(SERVICE_PAGES) as ServicePath[]).map(
    (path): SiteRoute => ({
      id: `page${path.replace(/[^a-z]/gi, "-")}`,
      path,
      file: SERVICE_ROUTE_FILES[path] ?? "pages/service-route.tsx",
      access: "public",
    }),
  ),
  // The blog (issue 16, screens 5–7): Remix ranks the static 'search' segment above ':categorySlug'.
  { id: "blog", path: "/blog", file: "blog/blog-list-route.tsx", access: "public" },
  { id: "blog-category", path: "/blog/:categorySlug", file: "blog/blog-list-route.tsx", access: "public" },
  { id: "blog-post", path: "/blog/:categorySlug/:postSlug", file: "blog/post-route.tsx", access: "public" },
  {
    id: "blog-search-form",
    path: "/blog/search",
    file: "blog/search-route.tsx",
    access: "public",
    indexed: false,
  },
  {
    id: "blog-search",
    path: "/blog/search/:term",
    file: "blog/search-route.tsx",
    access: "public",
    indexed: false,
  },
  {
    id: "newsletter",
    path: "/newsletter",
    file: "blog/newsletter-route.tsx",
    access: "public",
    indexed: false,
  },
  {
    id: "newsletter-confirm",
    path: "/newsletter/confirm",
    file: "blog/newsletter-link-route.tsx",
    access: "public",
    indexed: false,
  },
  {
    id: "newsletter-unsubscribe",
    path: "/newsletter/unsubscribe",
    file: "blog/newsletter-link-route.tsx",
    access: "public",
    indexed: false,
  },
  { id: "providers", path: "/providers", file: "directory/providers-route.tsx", access: "public" },
  {
    id: "providers-states",
    path: "/providers/states",
    file: "directory/states-route.ts",
    access: "resource",
  },
  { id: "login", path: "/login", file: "accounts/login-route.tsx", access: "public", indexed: false },
  { id: "createaccount", path: "/createaccount", file: "accounts/signup-route.tsx", access: "public" },
  {
    id: "join-as-a-provider",
    path: "/join-as-a-provider",
    file: "pages/join-route.tsx",
    access: "public",
  },
  {
    id: "forgot-password",
    path: "/forgot-password",
    file: "accounts/forgot-password-route.tsx",
    access: "public",
    indexed: false,
  },
  {
    id: "reset-password",
    path: "/reset-password",
    file: "accounts/reset-password-route.tsx",
    access: "public",
    indexed: false,
  },
  {
    id: "confirm-email",
    path: "/confirm-email",
    file: "accounts/confirm-email-route.tsx",
    access: "public",
    indexed: false,
  },
  // Location landing pages (spec screen 21): one module; the per-specialty address names its concern page
  // as canonical. Remix ranks the static "concern" segment above the dynamic one.
  {
    id: "landing-country",
    path: "/therapists/:country",
    file: "landing/landing-route.tsx",
    access: "public",
  },
  {
    id: "landing-city",
    path: "/therapists/:country/:city",
    file: "landing/landing-route.tsx",
    access: "public",
  },
  {
    id: "landing-specialty",
    path: "/therapists/:country/:city/:specialty",
    file: "landing/landing-route.tsx",
    access: "public",
  },
  {
    id: "landing-concern",
    path: "/therapists/:country/:city/concern/:concern",
    file: "landing/landing-route.tsx",
    access: "public",
  },
  { id: "sitemap", path: "/sitemap.xml", file: "sitemap/sitemap-route.ts", access: "resource" },
  { id: "robots", path: "/robots.txt", file: "sitemap/robots-route.ts", access: "resource" },
  { id: "dev-mail", path: "/dev/mail", file: "dev/dev-mail-route.tsx", access: "development" },
  { id: "overview", path: "/overview", file: "overview/overview-route.tsx", access: "signed-in" },
  // Issue 28: every session of the signed-in person, a list at a time; the overview's counts link here.
  {
    id: "appointments",
    path: "/appointments",
    file: "booking/pages/appointments-route.tsx",
    access: "signed-in",
  },
  { id: "security", path: "/security", file: "dashboard/security-route.tsx", access: "signed-in" },
  // A provider's /profile is their workspace; a client's is dashboard/profile-page.tsx alone (issue 26).
  {
    id: "profile",
    path: "/profile",
    file: "provider-workspace/profile/profile-route.tsx",
    access: "signed-in",
  },
  // Issue 14: the client's transaction history and a receipt per payment.
  { id: "wallet", path: "/wallet", file: "wallet/wallet-route.tsx", access: "signed-in" },
  {
    id: "wallet-receipt",
    path: "/wallet/receipt/:reference",
    file: "wallet/receipt-route.tsx",
    access: "signed-in",
  },
  {
    id: "availability",
    path: "/availability",
    file: "provider-workspace/availability/availability-route.tsx",
    access: "signed-in",
  },
  // Issue 15: messaging (spec screen 11) and its live stream relayed from the API.
  { id: "messages", path: "/messages", file: "messages/messages-route.tsx", access: "signed-in" },
  { id: "messages-stream", path: "/messages/stream", file: "live/stream-route.ts", access: "resource" },
  { id: "conversation", path: "/messages/:id", file: "messages/messages-route.tsx", access: "signed-in" },
  // Issue 15: notifications (spec sections 4 and 7) and the notification email's unsubscribe link.
  {
    id: "notifications",
    path: "/notifications",
    file: "notifications/notifications-route.tsx",
    access: "signed-in",
  },
  {
    id: "unsubscribe",
    path: "/unsubscribe",
    file: "notifications/unsubscribe-route.tsx",
    access: "public",
    indexed: false,
  },
  // Issue 14: a provider's earnings, one transaction, and the transactions as CSV.
  { id: "earnings", path: "/earnings", file: "earnings/earnings-route.tsx", access: "signed-in" },
  {
    id: "earnings-csv",
    path: "/earnings.csv",
    file: "earnings/earnings-csv-route.ts",
    access: "resource",
  },
  // Issue 31: a provider's monthly statement, on screen and as CSV and PDF files (from the API).
  {
    id: "earnings-statement",
    path: "/earnings/statements/:month",
    file: "earnings/statement-route.tsx",
    access: "signed-in",
  },
  {
    id: "earnings-statement-csv",
    path: "/earnings/statements/:month/statement.csv",
    file: "earnings/statement-file-route.ts",
    access: "resource",
  },
  {
    id: "earnings-statement-pdf",
    path: "/earnings/statements/:month/statement.pdf",
    file: "earnings/statement-file-route.ts",
    access: "resource",
  },
  {
    id: "earnings-transaction",
    path: "/earnings/:id",
    file: "earnings/transaction-route.tsx",
    access: "signed-in",
  },
  { id: "client", path: "/client/:identifier", file: "dashboard/client-route.tsx", access: "signed-in" },
  // Issue 13: the Book-a-session screen; its id is the provider (a client books) or the client (a
  // provider books). The provider profile's Book button appears once this route exists (booking-link.ts).
  { id: "booking", path: "/booking/:id", file: "booking/booking-route.tsx", access: "signed-in" },
  // The reads the signed-in screens' scripts make after loading, relayed to the API with the session's
  // token: the generated client through TanStack Query (decision 035).
  { id: "api-relay", path: "/api/*", file: "api/relay-route.ts", access: "resource" },
  // Issue 30: a booking's session room (decision 056), its signals and its text panel's sends.
  {
    id: "session-room",
    path: "/session/:id",
    file: "session-room/session-room-route.tsx",
    access: "signed-in",
  },
  {
    id: "session-room-signal",
    path: "/session/:id/signal",
    file: "session-room/signal-route.ts",
    access: "resource",
  },
  {
    id: "session-room-message",
    path: "/session/:id/message",
    file: "session-room/message-route.ts",
    access: "resource",
  },
  {
    id: "credentials",
    path: "/credentials",
    file: "provider-workspace/credentials/credentials-route.tsx",
    access: "signed-in",
  },
  {
    id: "credential-file",
    path: "/credentials/:area/:id",
    file: "provider-workspace/credentials/credential-file-route.ts",
    access: "resource",
  },
  {
    id: "security-export",
    path: "/security/export",
    file: "dashboard/security-export-route.tsx",
    access: "resource",
  },
  // The pages after booking (decision 021). Remix ranks the static 'request' segment above ':id'.
  { id: "payment", path: "/payment/:id", file: "booking/pages/payment-route.tsx", access: "signed-in" },
  {
    id: "payment-series",
    path: "/payment/series/:seriesId",
    file: "booking/pages/payment-route.tsx",
    access: "signed-in",
  },
  {
    id: "booking-request",
    path: "/booking/request/:seriesId",
    file: "booking/pages/request-route.tsx",
    access: "signed-in",
  },
  {
    id: "appointment-confirmation",
    path: "/appointment/confirmation/:id",
    file: "booking/pages/confirmation-route.tsx",
    access: "signed-in",
  },
  {
    id: "booking-summary",
    path: "/booking/:id/summary",
    file: "booking/pages/summary-route.tsx",
    access: "signed-in",
  },
  {
    id: "booking-calendar",
    path: "/booking/:id/calendar.ics",
    file: "booking/pages/calendar-route.ts",
    access: "resource",
  },
  {
    id: "cookie-consent",
    path: "/cookie-consent",
    file: "shell/cookie-consent-route.tsx",
    access: "resource",
  },
  { id: "logout", path: "/logout", file: "shell/logout-route.tsx", access: "resource" },
  {
    id: "provider-profile",
    path: "/provider/:objectID",
    file: "provider-profile/profile-route.tsx",
    access: "public",
  },
  // '/provider' with no id is the spec's 'Invalid ID' (400), not an unknown page.
  {
    id: "provider-missing-id",
    path: "/provider",
    file: "provider-profile/profile-route.tsx",
    access: "public",
    indexed: false,
  },
  {
    id: "cancellation-policy",
    path: "/cancellation-policy",
    file: "provider-workspace/cancellation-policy/cancellation-policy-route.tsx",
    access: "public",
  },
  // Issue 13's follow-ups to a booking: an invitation, rescheduling, recommendations.
  {
    id: "booking-participant",
    path: "/booking/participant/:id",
    file: "booking/followups/participant-route.tsx",
    access: "signed-in",
  },
  {
    id: "booking-reschedule",
    path: "/booking/:id/reschedule",
    file: "booking/followups/reschedule-route.tsx",
    access: "signed-in",
  },
  {
    id: "appointment-allow-reschedule",
    path: "/appointment/:id/allow-reschedule",
    file: "booking/followups/allow-reschedule-route.ts",
    access: "resource",
  },
  {
    id: "booking-recommend",
    path: "/booking/:id/recommend",
    file: "booking/followups/recommend-route.tsx",
    access: "signed-in",
  },
  {
    id: "recommended-provider",
    path: "/recommended-provider/:id",
    file: "booking/followups/recommended-providers-route.tsx",
    access: "signed-in",
  },
  // Issue 16: the review form (the 'Leave Review' notification's target) and the home carousel's reviews.
  { id: "review", path: "/review/:id", file: "reviews/review-route.tsx", access: "signed-in" },
  { id: "reviews-latest", path: "/reviews/latest", file: "reviews/latest-route.ts", access: "resource" },
  { id: "not-found", path: "*", file: "errors/not-found-route.tsx", access: "public" },
];

/**
 * The staff console (issue 32): on the global site only (it shows the data of both regions; the
 * Nigeria site has no /staff). The sign-in page stands alone; `/staff` is the console's layout and
 * its pages are its children (paths relative to /staff). A new console screen adds its child here and
 * its entry to STAFF_NAV (staff/staff-nav.ts). Kept out of SITE_ROUTES: no sitemap, no first-load budget.
 */
export const STAFF_LOGIN_ROUTE = {
  id: "staff-login",
  path: "/staff/login",
  file: "staff/staff-login-route.tsx",
};
export const STAFF_LAYOUT_ROUTE = { id: "staff", path: "/staff", file: "staff/staff-layout-route.tsx" };
export const STAFF_CHILD_ROUTES: Array<{
  id: string;
  path: string | undefined;
  file: string;
  index?: boolean;
}> = [
  { id: "staff-overview", path: undefined, file: "staff/staff-overview-route.tsx", index: true },
  // Issue 32's queues (docs/decisions/060-verification-and-moderation.md).
  { id: "staff-verifications", path: "verifications", file: "trust/verifications-route.tsx" },
  {
    id: "staff-verification-file",
    path: "verifications/:kind/:id/file",
    file: "trust/verification-file-route.ts",
  },
  { id: "staff-reports", path: "reports", file: "trust/reports-route.tsx" },
  // Support and the audit log (docs/decisions/059-staff-console.md).
  { id: "staff-users", path: "users", file: "staff/staff-users-route.tsx" },
  { id: "staff-user", path: "users/:id", file: "staff/staff-user-route.tsx" },
  { id: "staff-audit", path: "audit", file: "staff/staff-audit-route.tsx" },
];

/** Where packages/web sits relative to an app's app/ folder (apps/<name>/app). */
const WEB = "../../../packages/web/src";

/** Each app calls this from vite.config.ts with Remix's defineRoutes; the global site adds the console. */
export function marketplaceRoutes(route: DefineRoute, regionId?: string) {
  for (const { path, file, id, index } of SITE_ROUTES) route(path, `${WEB}/${file}`, { id, index });
  if (regionId !== "global") return;
  route(STAFF_LOGIN_ROUTE.path, `${WEB}/${STAFF_LOGIN_ROUTE.file}`, { id: STAFF_LOGIN_ROUTE.id });
  route(STAFF_LAYOUT_ROUTE.path, `${WEB}/${STAFF_LAYOUT_ROUTE.file}`, { id: STAFF_LAYOUT_ROUTE.id }, () => {
    for (const { path, file, id, index } of STAFF_CHILD_ROUTES) route(path, `${WEB}/${file}`, { id, index });
  });
}
