import type { ProviderSearchResult } from "@marketplace/api-client";
import { apiFor } from "../api/index.server.ts";
import { HOME_FEATURED_COUNT } from "./home-grid.ts";

/** Featured providers for the home grid; a failed call leaves the grid empty (its empty state shows). */
export async function loadFeaturedProviders(
  request: Request,
): Promise<{ providers: ProviderSearchResult[]; failed: boolean }> {
  try {
    const api = await apiFor(request);
    const { data } = await api.GET("/v1/providers", {
      params: { query: { featured: true, pageSize: HOME_FEATURED_COUNT } },
    });
    return { providers: data?.data ?? [], failed: !data };
  } catch {
    return { providers: [], failed: true };
  }
}
