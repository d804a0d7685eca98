import type { ProviderSearchResult } from "@marketplace/api-client";
import { userCurrency } from "@marketplace/domain/money";
import { apiFor, currentUser } from "../api/index.server.ts";
import { region } from "../env/index.ts";
import { HOME_FEATURED_COUNT } from "./home-grid.ts";

/**
 * The home grid, in one currency: the viewer's (their country's when signed in, else the site's), so
 * the grid never sets ₦, $ and £ side by side (docs/decisions/046-one-currency-per-list.md). The
 * listing's order puts featured providers first, then the best rated, so the grid is full even where
 * fewer providers of that currency are featured. A failed call leaves the grid empty (its empty state
 * shows).
 */
export async function loadFeaturedProviders(
  request: Request,
  context: object = {},
): Promise<{ providers: ProviderSearchResult[]; failed: boolean }> {
  try {
    const me = await currentUser(request, context).then(
      (user) => user.me,
      () => null,
    );
    const currency = userCurrency(me?.countryCode, region.currency);
    const api = await apiFor(request);
    const { data } = await api.GET("/v1/providers", {
      params: { query: { pageSize: HOME_FEATURED_COUNT, currency } },
    });
    return { providers: data?.data ?? [], failed: !data };
  } catch {
    return { providers: [], failed: true };
  }
}
