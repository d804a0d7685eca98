// The root module is shared; this app only wires it (its region comes from vite.config.ts).
export { default, ErrorBoundary, Layout } from "@marketplace/web/shell/root.tsx";
export { loader } from "@marketplace/web/shell/root-loader.server.ts";
