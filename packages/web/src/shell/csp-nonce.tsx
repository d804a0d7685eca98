import { setNonce } from "get-nonce";
import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response. The site server makes one per request; the
 * shared entry.server provides it so <Scripts> and <ScrollRestoration> mark their inline scripts with
 * it. In the browser the value is hidden from the DOM, so the context is empty there (React does not
 * compare nonces while hydrating).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * Radix's scroll lock (react-remove-scroll) injects a <style> element when a dialog or menu opens; with
 * a nonce-based style-src it needs the page's nonce. The browser still exposes it as the `nonce`
 * property of Remix's own inline scripts, and get-nonce is where those libraries look.
 */
export function adoptPageNonce(): void {
  const nonce = pageNonce();
  if (nonce) setNonce(nonce);
}

/** In the browser, the page's nonce as its inline scripts carry it (undefined on the server). */
export function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
