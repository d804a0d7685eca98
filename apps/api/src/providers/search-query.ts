import { providerSearchQuerySchema } from "@marketplace/domain/filters";

/**
 * The provider search query: the domain's search contract (packages/domain filters/search-query.ts),
 * the same schema the sites build their filter URLs with. The API adds only the OpenAPI name.
 */
export const ProviderSearchQuerySchema = providerSearchQuerySchema.meta({ id: "ProviderSearchQuery" });

export type { ProviderSearchQuery } from "@marketplace/domain/filters";
