import { describe, expect, it, vi } from "vitest";
import { sendRetrySafe } from "./retry-safe.server.ts";

describe("sendRetrySafe", () => {
  it("retries once with the same key when the connection drops, and answers the retry's answer", async () => {
    const send = vi
      .fn(async (_key: string) => ({ status: 201 }))
      .mockRejectedValueOnce(new TypeError("fetch failed"));
    expect(await sendRetrySafe(send)).toEqual({ status: 201 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toBe(send.mock.calls[0]?.[0]);
  });

  it("never retries an answer, and uses a fresh key per attempt", async () => {
    const send = vi.fn(async (_key: string) => ({ status: 409 }));
    await sendRetrySafe(send);
    await sendRetrySafe(send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).not.toBe(send.mock.calls[0]?.[0]);
  });

  it("gives up after the one retry: the second failure reaches the caller", async () => {
    const send = vi.fn(async (_key: string): Promise<number> => {
      throw new TypeError("fetch failed");
    });
    await expect(sendRetrySafe(send)).rejects.toThrow("fetch failed");
    expect(send).toHaveBeenCalledTimes(2);
  });
});
