/** What the site server hands Remix for each request (the `context` of loaders and the entry). */
export interface SiteLoadContext {
  /** This response's Content-Security-Policy nonce (absent under the Vite dev server). */
  cspNonce?: string;
  /**
   * The request came from this machine: the connection's peer is a loopback address and it carries
   * no Forwarded, X-Forwarded-For or X-Real-IP header (no proxy relayed it). Only the developer tools
   * (/dev/mail) read it. Absent under the Vite dev server, which has no socket to ask.
   */
  localPeer?: boolean;
  /**
   * The request's body was over its page's upload limit and was not kept (site-app.ts): the action
   * answers its form's 'too large' error (413) instead of reading a form (uploads.server.ts).
   */
  bodyTooLarge?: boolean;
}

declare module "@remix-run/node" {
  interface AppLoadContext extends SiteLoadContext {}
}
