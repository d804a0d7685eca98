import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  PAYMENT_MESSAGES,
  PAYMENT_SUCCESS,
  STATEMENT_PAGE_SIZE,
  TOP_UP_MAXIMUM,
  TOP_UP_MINIMUM,
} from "./payment-rules.ts";

describe("payment rules", () => {
  it("bounds a top-up between one major unit and a million, in minor units", () => {
    expect(TOP_UP_MINIMUM).toBe(100);
    expect(TOP_UP_MAXIMUM).toBe(100_000_000);
    expect(PAYMENT_MESSAGES.amountTooSmall).toBe("Enter an amount of at least 1.00");
    expect(PAYMENT_MESSAGES.amountTooLarge).toBe("Enter an amount of at most 1,000,000");
  });

  it("names the header, the page size and the one success value", () => {
    expect(PAYMENT_MESSAGES.idempotencyKeyRequired).toBe("Idempotency-Key header is required");
    expect(PAYMENT_MESSAGES.idempotencyKeyTooLong).toContain(String(IDEMPOTENCY_KEY_MAX_LENGTH));
    expect(STATEMENT_PAGE_SIZE).toBe(10);
    expect(PAYMENT_SUCCESS).toBe("success");
  });
});
