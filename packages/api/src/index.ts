export { type ApiClient, type ApiClientOptions, createApiClient } from "./client.ts";
export { type ApiErrorBody, apiErrorMessage } from "./error-message.ts";
export type { components, paths } from "./generated/schema.d.ts";

import type { components } from "./generated/schema.d.ts";

export type ProviderSearchResult = components["schemas"]["ProviderSearchResult"];
export type ProviderSearchResponse = components["schemas"]["ProviderSearchResponse"];
export type ProviderProfile = components["schemas"]["ProviderProfile"];
export type PageMeta = components["schemas"]["PageMeta"];
