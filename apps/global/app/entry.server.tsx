// The server entry is shared (CSP nonce, the web-streams renderer); this app only wires it.
export { default, handleError, streamTimeout } from "@marketplace/web/server/entry.server.tsx";
