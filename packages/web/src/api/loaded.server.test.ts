import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { describe, expect, it } from "vitest";
import { loaded } from "./loaded.server.ts";

async function thrown(run: () => unknown): Promise<Response> {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("loaded", () => {
  it("gives the answer's data, an empty list included", () => {
    expect(loaded({ data: { data: [] } })).toEqual({ data: [] });
    expect(loaded({ data: { data: [1, 2] } }).data).toEqual([1, 2]);
  });

  it("turns a failed answer into a 502 with the API's message", async () => {
    const response = await thrown(() => loaded({ error: { message: "The service is unavailable" } }));
    expect(response.status).toBe(502);
    expect(await response.text()).toBe("The service is unavailable");
  });

  it("says the generic message when the API gave none", async () => {
    const response = await thrown(() => loaded({ error: undefined }));
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(GENERIC_MESSAGES.generic);
  });
});
