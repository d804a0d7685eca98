import { LRUCache } from "lru-cache";
import type { apiFor } from "../api/index.server.ts";

type Api = Awaited<ReturnType<typeof apiFor>>;
export interface Option {
  identifier: string;
  name: string;
}

/** The directory's option lists: the API's catalogue, the same for every visitor. */
export interface FilterLists {
  concern: Option[];
  therapy: Option[];
  modality: Option[];
  discipline: Option[];
  language: Option[];
  ageGroup: Option[];
  ethnicity: Option[];
  country: Option[];
}

/**
 * Five minutes: the catalogue changes when staff edit it, and a new concern showing up a few minutes
 * later is harmless. Failed loads are not kept, so the next visitor tries again.
 */
export const LISTS_TTL_MS = 5 * 60_000;
const listsCache = new LRUCache<"lists", FilterLists>({ max: 1, ttl: LISTS_TTL_MS });
/** Per country code; bounded, as codes come from the URL. */
const statesCache = new LRUCache<string, Option[]>({ max: 64, ttl: LISTS_TTL_MS });

const names = (rows: ReadonlyArray<Option> | undefined) =>
  (rows ?? []).map(({ identifier, name }) => ({ identifier, name }));

async function fetchLists(api: Api): Promise<FilterLists> {
  const [concern, therapy, modality, discipline, language, ageGroup, ethnicity, country] = await Promise.all([
    api.GET("/v1/categories/concerns"),
    api.GET("/v1/categories/therapy"),
    api.GET("/v1/categories/therapy-modality"),
    api.GET("/v1/categories/disciplines"),
    api.GET("/v1/categories/languages"),
    api.GET("/v1/personality/age-group"),
    api.GET("/v1/personality/cultural-background"),
    api.GET("/v1/countries"),
  ]);
  const all = [concern, therapy, modality, discipline, language, ageGroup, ethnicity, country];
  if (all.some((r) => !r.data)) throw new Error("a filter list did not load");
  return {
    concern: names(concern.data?.data),
    therapy: names(therapy.data?.data),
    modality: names(modality.data?.data),
    discipline: names(discipline.data?.data),
    language: names(language.data?.data),
    ageGroup: names(ageGroup.data?.data),
    ethnicity: names(ethnicity.data?.data),
    country: (country.data?.data ?? []).map((c) => ({ identifier: c.code, name: c.name })),
  };
}

/** The lists, from memory when loaded in the last five minutes. */
export async function filterLists(api: Api): Promise<FilterLists> {
  const hit = listsCache.get("lists");
  if (hit) return hit;
  const lists = await fetchLists(api);
  listsCache.set("lists", lists);
  return lists;
}

/** A country's states (the API answers 404 for an unknown code: no states). */
export async function statesOf(api: Api, code: string): Promise<Option[]> {
  const hit = statesCache.get(code);
  if (hit) return hit;
  const { data, response } = await api.GET("/v1/countries/{code}/states", { params: { path: { code } } });
  if (response.status === 404 || response.status === 400) return [];
  if (!data) throw new Error("states did not load");
  const states = names(data.data);
  statesCache.set(code, states);
  return states;
}

export const emptyLists = (): FilterLists => ({
  concern: [],
  therapy: [],
  modality: [],
  discipline: [],
  language: [],
  ageGroup: [],
  ethnicity: [],
  country: [],
});
