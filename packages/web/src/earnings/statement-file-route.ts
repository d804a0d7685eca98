import { parseStatementMonth } from "@marketplace/domain/ledger";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireProvider } from "../dashboard/index.server.ts";

/**
 * GET /earnings/statements/{month}/statement.csv and …/statement.pdf (providers): the month's statement
 * as a file, streamed from the API's `GET /v1/payment/statements/{month}/statement.{csv,pdf}` with the
 * session's token (only the provider's own). Plain links download them, with or without JavaScript.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireProvider(request, context);
  const month = params.month ?? "";
  if (!parseStatementMonth(month)) throw new Response("Not found", { status: 404 });
  const pdf = new URL(request.url).pathname.endsWith(".pdf");
  const path = { params: { path: { month } } };
  const { data, response } = pdf
    ? await api.GET("/v1/payment/statements/{month}/statement.pdf", { ...path, parseAs: "arrayBuffer" })
    : await api.GET("/v1/payment/statements/{month}/statement.csv", { ...path, parseAs: "text" });
  if (!response.ok || data === undefined) {
    const status = [400, 404].includes(response.status) ? 404 : response.status;
    throw new Response(status === 404 ? "Not found" : "The statement could not be made", { status });
  }
  return new Response(data, {
    status: 200,
    headers: {
      "Content-Type": pdf ? "application/pdf" : "text/csv; charset=utf-8",
      "Content-Disposition":
        response.headers.get("Content-Disposition") ??
        `attachment; filename="statement-${month}.${pdf ? "pdf" : "csv"}"`,
      "Cache-Control": "no-store",
    },
  });
}
