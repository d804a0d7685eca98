import type { MetaFunction } from "@remix-run/node";
import { ErrorPage } from "./error-page.tsx";

/** Any unknown path: a 404 status with the product's not-found page. */
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const meta: MetaFunction = () => [
  { title: "Page not found — Tranquil" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <ErrorPage kind="notFound" />;
}

export function ErrorBoundary() {
  return <ErrorPage kind="notFound" />;
}
