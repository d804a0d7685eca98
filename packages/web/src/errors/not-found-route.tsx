import { ErrorPage } from "../shell/index.ts";
import { notFoundMeta } from "./not-found-meta.ts";

/** Any unknown path: a 404 status with the product's not-found page. */
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const meta = notFoundMeta;

export default function NotFound() {
  return <ErrorPage kind="notFound" />;
}

export function ErrorBoundary() {
  return <ErrorPage kind="notFound" />;
}
