import { loadCatalogue, providersFor } from "./catalogue.server.ts";
import { crisisWords, documentOf, pageHeading, tocLabel } from "./document-words.server.ts";

/** The catalogue's entries with the page's description of each, the described ones first. */
function described(entries: ReadonlyArray<{ name: string; slug: string }>, texts: Record<string, string>) {
  const rows = entries.map((e) => ({
    name: e.name,
    text: Object.hasOwn(texts, e.slug) ? (texts[e.slug] ?? null) : null,
  }));
  return [...rows.filter((r) => r.text), ...rows.filter((r) => !r.text)];
}

/** /therapy: what is offered (the catalogue from the API), how booking works and the fees. */
export async function therapyPage(request: Request) {
  const catalogue = await loadCatalogue(request);
  const words = documentOf("therapy");
  const { therapies, modalities, ...rest } = words;
  return {
    ...pageHeading("therapy"),
    tocLabel: tocLabel(),
    words: rest,
    therapies: described(catalogue?.therapies ?? [], therapies),
    modalities: described(catalogue?.modalities ?? [], modalities),
    concerns: (catalogue?.concerns ?? []).map((c) => ({ name: c.name, href: providersFor([c]) })),
    crisis: crisisWords(),
  };
}
