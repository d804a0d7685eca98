import { authWords, tAuth } from "../i18n/index.ts";
import { getToken } from "../session/index.server.ts";
import { documentOf } from "./document-words.server.ts";

/** /join-as-a-provider: why join, how it works, the commission, what is needed, and the sign-up form. */
export async function joinPage(request: Request) {
  const quotes = tAuth.raw("signup.providerQuotes");
  return {
    title: tAuth("signup.providerTitle"),
    metaTitle: tAuth("signup.providerMetaTitle"),
    description: tAuth("signup.providerDescription"),
    panel: {
      label: tAuth("signup.providerPanelLabel"),
      headline: tAuth("signup.providerHeadline"),
      text: tAuth("signup.providerText"),
      quotes: Array.isArray(quotes) ? (quotes as string[]) : [],
    },
    words: documentOf("join"),
    // The sign-up form's words: the account pages', served (decision 016).
    authWords: authWords(),
    signedIn: Boolean(await getToken(request)),
  };
}
