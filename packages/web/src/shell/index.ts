// The feature's public entry (docs/decisions/036-feature-boundaries.md), written by
// tooling/scripts/web-feature-entries.mjs from what other features import: run it again, do not edit.
export { AccountMenu, NotificationsLink } from "./account-controls.tsx";
export { NonceContext, useNonce } from "./csp-nonce.tsx";
export { ErrorPage } from "./error-page.tsx";
export { hydrateLater, preloadWithData } from "./hydrate-later.tsx";
export { PageLayout, ServiceLayout } from "./layouts.tsx";
export { NavDisclosure } from "./nav-disclosure.tsx";
export type { NotificationActionResult } from "./notification-paths.ts";
export { NOTIFICATIONS_PATH, READ_ALL_INTENT, READ_INTENT } from "./notification-paths.ts";
export { AppLink } from "./remix-link.tsx";
export { badgeSlot, iconButton } from "./shell.css.ts";
export { useShell } from "./shell-context.tsx";
export { SiteHeader } from "./site-header.tsx";
