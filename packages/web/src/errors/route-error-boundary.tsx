import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "../shell/index.ts";

/** Every route's ErrorBoundary: 404s get the not-found page, anything else the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? "notFound" : "error"} />;
}
