import type { ProviderSearchResult } from "@marketplace/api-client";
import { apiFor } from "../api/index.server.ts";

/** Cards per page on /therapy/initial-consultation: four rows of three on a wide screen. */
export const QUICK_CONSULT_PAGE_SIZE = 12;

export interface QuickConsult {
  providers: ProviderSearchResult[];
  page: number;
  totalPages: number;
  /** The API could not be reached: the page says so instead of claiming there is nobody. */
  failed: boolean;
}

/** The page from `?page=n` (a whole number from 1, else 1). */
export function quickConsultPage(url: URL): number {
  const raw = url.searchParams.get("page");
  return raw && /^\d{1,4}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** Providers offering a free initial consultation (GET /v1/providers/quick-consult), one page. */
export async function loadQuickConsult(request: Request): Promise<QuickConsult> {
  const page = quickConsultPage(new URL(request.url));
  try {
    const api = await apiFor(request);
    const { data } = await api.GET("/v1/providers/quick-consult", {
      params: { query: { page, pageSize: QUICK_CONSULT_PAGE_SIZE } },
    });
    if (!data) return { providers: [], page, totalPages: 0, failed: true };
    return { providers: data.data, page, totalPages: data.meta.totalPages, failed: false };
  } catch {
    return { providers: [], page, totalPages: 0, failed: true };
  }
}
