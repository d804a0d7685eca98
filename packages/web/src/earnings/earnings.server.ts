import type { ApiClient } from "@marketplace/api-client";
import { region } from "../env/index.ts";

/**
 * The provider's timezone: the API counts days and months in it (the filter's dates, byMonth), so the
 * page shows dates in it too. The region's default when the settings cannot be read.
 */
export async function providerTimeZone(api: ApiClient): Promise<string> {
  const settings = await api.GET("/v1/provider/settings").catch(() => null);
  return settings?.data?.data.timezone ?? region.defaultTimeZone;
}
