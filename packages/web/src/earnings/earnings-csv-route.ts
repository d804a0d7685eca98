import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireProvider } from "../dashboard/index.server.ts";
import { type CsvTransaction, csvFilename, earningsCsv } from "./earnings-csv.ts";
import { filterFromQuery } from "./earnings-filter.ts";

/** The most pages the export reads (10 transactions a page): a bound on one request's work. */
const MAX_PAGES = 500;

/**
 * GET /earnings.csv?startDate=&endDate= (providers): every transaction in the range, read page by page
 * from GET /v1/transactions, as a CSV download. A range the API refuses answers its status and message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireProvider(request, context);
  const filter = filterFromQuery(new URL(request.url).searchParams);
  const rows: CsvTransaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, error, response } = await api.GET("/v1/transactions", {
      params: { query: { page, ...filter } },
    });
    if (!data) {
      throw new Response(error?.message ?? "Export failed", {
        status: response.status >= 400 && response.status < 500 ? response.status : 502,
      });
    }
    rows.push(...data.data);
    if (page >= data.meta.totalPages) break;
  }
  return new Response(earningsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFilename(filter)}"`,
      "Cache-Control": "no-store",
    },
  });
}
