import { afterEach, describe, expect, it, vi } from "vitest";
import { loadQuickConsult, QUICK_CONSULT_PAGE_SIZE, quickConsultPage } from "./quick-consult.server.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the initial-consultation cards", () => {
  it("read the page from the URL", () => {
    expect(quickConsultPage(new URL("http://x/therapy/initial-consultation?page=4"))).toBe(4);
    expect(quickConsultPage(new URL("http://x/therapy/initial-consultation?page=x"))).toBe(1);
  });

  it("come from GET /v1/providers/quick-consult, one page at a time", async () => {
    const sent: Request[] = [];
    vi.stubGlobal("fetch", async (request: Request) => {
      sent.push(request);
      return Response.json({
        data: [{ objectID: "A" }],
        meta: { page: 2, pageSize: 12, total: 13, totalPages: 2 },
      });
    });
    const result = await loadQuickConsult(
      new Request("http://localhost:3000/therapy/initial-consultation?page=2"),
    );
    expect(result).toMatchObject({ page: 2, totalPages: 2, failed: false, providers: [{ objectID: "A" }] });
    const url = new URL(sent[0]?.url ?? "");
    expect(url.pathname).toBe("/v1/providers/quick-consult");
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.get("pageSize")).toBe(String(QUICK_CONSULT_PAGE_SIZE));
  });

  it("say they failed instead of 'no providers found' when the API is down", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const result = await loadQuickConsult(new Request("http://localhost:3000/therapy/initial-consultation"));
    expect(result).toMatchObject({ providers: [], failed: true });
  });
});
