import { getRegion, localOrigin, otherRegion } from "@marketplace/region";
import { fontPreloads, globalTheme, nigeriaTheme } from "@marketplace/ui/theme";
import { ToastProvider } from "@marketplace/ui/toast";
import { UiProvider } from "@marketplace/ui/ui-provider";
import type { LinksFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { region as buildRegion } from "../env/region.ts";
import { ErrorPage } from "../errors/error-page.tsx";
import { CookieConsent } from "./cookie-consent.tsx";
import { adoptPageNonce, useNonce } from "./csp-nonce.tsx";
import { AppLink } from "./remix-link.tsx";
import type { RootData } from "./root-data.server.ts";
import { ShellContext } from "./shell-context.tsx";

/** Fonts start downloading with the document, not after the stylesheet (the hero heading is the LCP). */
export const links: LinksFunction = () => fontPreloads;

// Before any overlay opens: libraries that inject <style> elements must carry the page's CSP nonce.
adoptPageNonce();

/** The root loader lives in root-loader.server.ts; each app's root.tsx re-exports both. */
type RootLoader = typeof import("./root-loader.server.ts").loader;

function Providers({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  const region = getRegion(data?.regionId ?? buildRegion.id);
  const [consent, setConsent] = useState({ open: !data?.hasConsent, requested: false });
  const shell = {
    region,
    otherRegion: otherRegion(region),
    otherHost: data?.otherHost ?? localOrigin(otherRegion(region)),
    session: data?.session ?? null,
    hasConsent: data?.hasConsent ?? false,
    openConsent: () => setConsent({ open: true, requested: true }),
  };
  return (
    <UiProvider linkComponent={AppLink}>
      <ToastProvider>
        <ShellContext.Provider value={shell}>
          {/* First in the page, before the header: in the flow it covers nothing (cookie-consent.tsx). */}
          <CookieConsent
            open={consent.open}
            requested={consent.requested}
            onDone={() => setConsent({ open: false, requested: false })}
          />
          {children}
        </ShellContext.Provider>
      </ToastProvider>
    </UiProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootLoader>("root");
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
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? "notFound" : "error"} />;
}
