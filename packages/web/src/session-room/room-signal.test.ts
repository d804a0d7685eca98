import { afterEach, describe, expect, it, vi } from "vitest";
import { beaconRoomSignal, postRoomSignal } from "./room-signal.ts";

const BOOKING = "01JROOM0000000000000000000";

afterEach(() => vi.unstubAllGlobals());

describe("room signals", () => {
  it("posts JSON to the room's signal route", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    await postRoomSignal(BOOKING, { from: "page-1", kind: "join" });
    expect(fetch).toHaveBeenCalledWith(`/session/${BOOKING}/signal`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ from: "page-1", kind: "join" }),
    });
  });

  it("sends a leave as a beacon, and posts it when the browser will not queue one", () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("navigator", { sendBeacon });
    beaconRoomSignal(BOOKING, { from: "page-1", kind: "leave" });
    expect(sendBeacon).toHaveBeenCalledWith(`/session/${BOOKING}/signal`, '{"from":"page-1","kind":"leave"}');
    expect(fetch).not.toHaveBeenCalled();

    sendBeacon.mockReturnValue(false);
    beaconRoomSignal(BOOKING, { from: "page-1", kind: "leave" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
