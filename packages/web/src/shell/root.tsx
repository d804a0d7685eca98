import { getRegion, localOrigin, otherRegion } from "@marketplace/region";
import { globalTheme, nigeriaTheme } from "@marketplace/ui/theme";
import { ToastProvider } from "@marketplace/ui/toast";
import { UiProvider } from "@marketplace/ui/ui-provider";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { RecordedTimeZone } from "../dates/index.ts";
import { region as buildRegion } from "../env/index.ts";
import { useFocusFirstErrorAfterSubmit } from "../forms/index.ts";
import { provideWords } from "../i18n/index.ts";
import type { CookieConsentProps } from "./cookie-consent.tsx";
import { adoptPageNonce, pageNonce, useNonce } from "./csp-nonce.tsx";
import { ErrorPage } from "./error-page.tsx";
import { hydrateLater } from "./hydrate-later.tsx";
import { AppLink } from "./remix-link.tsx";
import type { RootData } from "./root-data.server.ts";
import { ShellContext } from "./shell-context.tsx";

// Before any overlay opens: libraries that inject <style> elements must carry the page's CSP nonce.
adoptPageNonce();

/**
 * The banner's HTML comes with the page and its Accept/Essential only buttons post a plain form, so they
 * work before its code arrives: it need not be in the first-load JavaScript (hydrate-later.tsx).
 */
const CookieConsent = hydrateLater<CookieConsentProps>(() =>
  import("./cookie-consent.tsx").then((m) => m.CookieConsent),
);

/** The root loader lives in root-loader.server.ts; each app's root.tsx re-exports both. */
type RootLoader = typeof import("./root-loader.server.ts").loader;

function Providers({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const serverNonce = useNonce();
  const location = useLocation();
  const region = getRegion(data?.regionId ?? buildRegion.id);
  const [consent, setConsent] = useState(() => {
    const requested = data?.consentRequested ?? false;
    return { open: requested || !data?.hasConsent, requested, answered: false };
  });
  const openConsent = useCallback(() => setConsent((now) => ({ ...now, open: true, requested: true })), []);
  // The banner's answer goes out in the background (cookie-consent.tsx), and no loader reloads for
  // it: the shell marks the cookie as there, so the footer offers Cookie Preferences at once.
  const closeConsent = useCallback(() => setConsent({ open: false, requested: false, answered: true }), []);
  const otherHost = data?.otherHost ?? localOrigin(otherRegion(region));
  const session = data?.session ?? null;
  const hasConsent = (data?.hasConsent ?? false) || consent.answered;
  const recordedZone = data?.recordedTimeZone ?? null;
  // The response's nonce on the server, the page's in the browser (React does not compare it while
  // hydrating): the <style> Radix's select renders carries it (style-src has no 'unsafe-inline').
  const [nonce] = useState(() => pageNonce());
  const shell = useMemo(
    () => ({ region, otherRegion: otherRegion(region), otherHost, session, hasConsent, openConsent }),
    [region, otherHost, session, hasConsent, openConsent],
  );
  return (
    <UiProvider linkComponent={AppLink} nonce={serverNonce ?? nonce}>
      <ToastProvider>
        <ShellContext.Provider value={shell}>
          <RecordedTimeZone.Provider value={recordedZone}>
            {/* First in the page, before the header: in the flow it covers nothing (cookie-consent.tsx). */}
            <CookieConsent
              open={consent.open}
              requested={consent.requested}
              onDone={closeConsent}
              location={location}
            />
            {children}
          </RecordedTimeZone.Provider>
        </ShellContext.Provider>
      </ToastProvider>
    </UiProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoader>("root");
  // Before anything below translates: the shell's words come with the root's data (served-words.ts).
  provideWords(data?.words);
  const region = getRegion(data?.regionId ?? buildRegion.id);
  const nonce = useNonce();
  return (
    <html lang={region.locale} className={region.id === "nigeria" ? nigeriaTheme : globalTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fdfdfc" />
        <link
          rel="icon"
          href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 28 28'%3E%3Ccircle cx='14' cy='14' r='13' fill='%23008573'/%3E%3C/svg%3E"
        />
        <Meta />
        <Links />
      </head>
      <body>
        <Providers data={data}>{children}</Providers>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<RootLoader>();
  // Every form of both sites: after a refused submission, focus and scroll go to its first error.
  useFocusFirstErrorAfterSubmit();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? "notFound" : "error"} />;
}
