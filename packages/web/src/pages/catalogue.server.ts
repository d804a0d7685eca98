import { LRUCache } from "lru-cache";
import { apiFor } from "../api/index.server.ts";
import { LISTS_TTL_MS } from "../directory/index.server.ts";

export interface CatalogueEntry {
  identifier: string;
  name: string;
  /** The key the page copy describes it by: the concern's slug, else the name in kebab case. */
  slug: string;
}

export interface Catalogue {
  therapies: CatalogueEntry[];
  modalities: CatalogueEntry[];
  concerns: CatalogueEntry[];
}

/** 'Online - Video' → 'online-video', 'Initial Consultation' → 'initial-consultation'. */
export const kebab = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

// Kept as long as the directory's lists: the catalogue changes when staff edit it.
const cache = new LRUCache<"catalogue", Catalogue>({ max: 1, ttl: LISTS_TTL_MS });

/** The catalogue's therapies, modalities and concerns (the API's lists); null when it did not load. */
export async function loadCatalogue(request: Request): Promise<Catalogue | null> {
  const hit = cache.get("catalogue");
  if (hit) return hit;
  try {
    const api = await apiFor(request);
    const [therapies, modalities, concerns] = await Promise.all([
      api.GET("/v1/categories/therapy"),
      api.GET("/v1/categories/therapy-modality"),
      api.GET("/v1/categories/concerns"),
    ]);
    if (!therapies.data || !modalities.data || !concerns.data) return null;
    const byName = (rows: ReadonlyArray<{ identifier: string; name: string }>) =>
      rows.map(({ identifier, name }) => ({ identifier, name, slug: kebab(name) }));
    const catalogue: Catalogue = {
      therapies: byName(therapies.data.data),
      modalities: byName(modalities.data.data),
      concerns: concerns.data.data.map(({ identifier, name, slug }) => ({ identifier, name, slug })),
    };
    cache.set("catalogue", catalogue);
    return catalogue;
  } catch {
    return null;
  }
}

/** The directory filtered by these concerns (its `concern` filter: identifiers, comma-separated). */
export const providersFor = (concerns: ReadonlyArray<{ identifier: string }>) =>
  `/providers?${new URLSearchParams({ concern: concerns.map((c) => c.identifier).join(",") })}`;
