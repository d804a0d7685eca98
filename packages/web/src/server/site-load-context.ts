/** What the site server hands Remix for each request (the `context` of loaders and the entry). */
export interface SiteLoadContext {
  /** This response's Content-Security-Policy nonce (absent under the Vite dev server). */
  cspNonce?: string;
}

declare module "@remix-run/node" {
  interface AppLoadContext extends SiteLoadContext {}
}
