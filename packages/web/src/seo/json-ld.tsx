import { useNonce } from "../shell/index.ts";

/**
 * Structured data in a `<script type="application/ld+json">`, carrying the response's CSP nonce like
 * every inline script of ours. The text comes from jsonLdText (structured-data.ts), which escapes
 * anything that could close the element.
 */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON (jsonLdText), not markup
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
