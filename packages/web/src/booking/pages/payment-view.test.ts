import { describe, expect, it } from "vitest";
import { bookingView } from "./booking-view.fixture.ts";
import { type PaymentCheck, paymentOutcome, usableBalance } from "./payment-view.ts";

const view = bookingView();
const check = (over: Partial<PaymentCheck> = {}): PaymentCheck => ({
  reference: "tq-01jd0000000000000000000000",
  status: "pending",
  seriesIdentifier: view.seriesIdentifier,
  ...over,
});

describe("what a payment the gateway sent back means for the page", () => {
  it("ignores no payment, or another booking's", () => {
    expect(paymentOutcome(null, view)).toBeNull();
    expect(paymentOutcome(check({ seriesIdentifier: "01JOTHER000000000000000001" }), view)).toBeNull();
  });

  it("goes on to the summary once it succeeded and the booking is confirmed", () => {
    expect(paymentOutcome(check({ status: "success" }), bookingView({ status: "confirmed" }))).toBe("paid");
  });

  it("says the money went to the wallet when it succeeded after the hold lapsed (decision 023)", () => {
    expect(paymentOutcome(check({ status: "success" }), bookingView({ status: "expired" }))).toBe(
      "to-wallet",
    );
  });

  it("keeps checking while the gateway has not answered and the hold lasts", () => {
    expect(paymentOutcome(check(), view)).toBe("checking");
    // A checkout nobody finished ends with its hold.
    expect(paymentOutcome(check(), bookingView({ status: "expired" }))).toBe("failed");
  });

  it("says a declined payment failed and a cancelled checkout was cancelled, whether the hold lasts or not", () => {
    // Issue 28: the hold outlives a failed payment, so the page offers paying again beside the words.
    for (const booking of ["awaiting_payment", "expired"] as const) {
      expect(paymentOutcome(check({ status: "failed" }), bookingView({ status: booking }))).toBe("failed");
      expect(paymentOutcome(check({ status: "abandoned" }), bookingView({ status: booking }))).toBe(
        "cancelled",
      );
    }
  });
});

describe("what the wallet can pay", () => {
  it("is its balance in the booking's currency, nothing in another or when unread", () => {
    expect(usableBalance({ balance: 5_000, currency: "NGN" }, "NGN")).toBe(5_000);
    expect(usableBalance({ balance: 5_000, currency: "NGN" }, "GBP")).toBe(0);
    expect(usableBalance(null, "NGN")).toBe(0);
    expect(usableBalance({ balance: -1, currency: "NGN" }, "NGN")).toBe(0);
  });
});
