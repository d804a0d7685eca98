import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NonceContext } from "../shell/csp-nonce.tsx";
import { JsonLd } from "./json-ld.tsx";
import { faqPage, jsonLdText } from "./structured-data.ts";

describe("JsonLd", () => {
  it("renders an ld+json script with the response's nonce and the escaped text as it is", () => {
    const data = faqPage([{ question: "</script> & you?", answer: "Yes." }]);
    const html = renderToStaticMarkup(
      <NonceContext.Provider value="abc123">
        <JsonLd json={jsonLdText(data)} />
      </NonceContext.Provider>,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const text = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(text)).toEqual(data);
  });
});
