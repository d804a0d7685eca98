import type { ApiClient } from "@marketplace/api-client";
import { GENERIC_MESSAGES } from "@marketplace/domain/errors";
import { describe, expect, it } from "vitest";
import { refundToCard } from "./refund.server.ts";

/** An API client whose POST answers what the test gives it, recording what it was sent. */
function fakeApi(answer: { status: number; data?: unknown; error?: unknown }) {
  const sent: unknown[] = [];
  const POST = async (_path: string, options: unknown) => {
    sent.push(options);
    return { ...answer, response: new Response(null, { status: answer.status }) };
  };
  return { api: { POST } as unknown as ApiClient, sent };
}
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const card = { refundable: 500_000, currency: "NGN" };

describe("refundToCard", () => {
  it("sends the typed amount in minor units with the form's key", async () => {
    const { api, sent } = fakeApi({ status: 200, data: { amount: 250_050, currency: "NGN" } });
    const result = await refundToCard(api, "tq-1", form({ amount: "2,500.50", idempotencyKey: "k-1" }), card);
    expect(sent).toEqual([
      {
        params: { path: { reference: "tq-1" }, header: { "idempotency-key": "k-1" } },
        body: { amount: 250_050 },
      },
    ]);
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).toContain("2,500.50");
  });

  it("refuses an amount outside 0.01 to what may be sent back, without calling the API", async () => {
    for (const amount of ["0", "5000.01", "abc", ""]) {
      const { api, sent } = fakeApi({ status: 200 });
      const result = await refundToCard(api, "tq-1", form({ amount, idempotencyKey: "k" }), card);
      expect(result.ok, amount).toBe(false);
      expect(!result.ok && result.amountError).toMatch(/^Enter an amount from .+ to .+5,000/);
      expect(sent).toEqual([]);
    }
  });

  it("shows the API's refusal and keeps what was typed; no key is a generic failure", async () => {
    const { api } = fakeApi({ status: 409, error: { message: "There is nothing on your wallet" } });
    const refused = await refundToCard(api, "tq-1", form({ amount: "10", idempotencyKey: "k" }), card);
    expect(refused).toMatchObject({ ok: false, amount: "10", message: "There is nothing on your wallet" });
    const keyless = await refundToCard(api, "tq-1", form({ amount: "10" }), card);
    expect(keyless).toMatchObject({ ok: false, message: GENERIC_MESSAGES.generic });
  });
});
