import { describe, expect, it } from "vitest";
import { isRelayedPath } from "./relay-paths.ts";

const ID = "01HZY0000000000000000000PR";

describe("the reads the browser may make through the relay", () => {
  it("lists the signed-in screens' reads", () => {
    expect(isRelayedPath(`/v1/providers/${ID}/timeslots`)).toBe(true);
    expect(isRelayedPath(`/v1/providers/${ID}/cadence`)).toBe(true);
    expect(isRelayedPath(`/v1/messages/conversations/${ID}`)).toBe(true);
    expect(isRelayedPath("/v1/notification")).toBe(true);
    expect(isRelayedPath("/v1/notification/unread-count")).toBe(true);
    expect(isRelayedPath("/v1/payment/earnings")).toBe(true);
    expect(isRelayedPath("/v1/payment/wallet/earnings")).toBe(true);
  });

  it("lists nothing else", () => {
    expect(isRelayedPath("/v1/me")).toBe(false);
    expect(isRelayedPath(`/v1/providers/${ID}`)).toBe(false);
    expect(isRelayedPath(`/v1/providers/${ID}/timeslots/extra`)).toBe(false);
    expect(isRelayedPath(`/v1/messages/conversations/${ID}/read`)).toBe(false);
    expect(isRelayedPath("/v1/notification/read-all")).toBe(false);
    expect(isRelayedPath("/v2/notification")).toBe(false);
    expect(isRelayedPath("/v1/notification/unread-count/x")).toBe(false);
    expect(isRelayedPath("/v1/payment/wallet")).toBe(false);
    expect(isRelayedPath("/v1/payment/earnings.csv")).toBe(false);
  });
});
