import { describe, expect, it } from "vitest";
import {
  ROOM_CLOSES_MINUTES_AFTER,
  ROOM_OPENS_MINUTES_BEFORE,
  roomMediaOf,
  roomPhase,
  roomWindow,
  sessionRoomPath,
  sessionRoomText,
} from "./index.ts";

const start = new Date("2026-12-01T10:00:00Z");
const end = new Date("2026-12-01T11:00:00Z");
const at = (iso: string) => new Date(iso);

describe("session room", () => {
  it("opens 10 minutes before the start and closes 15 minutes after the end", () => {
    expect(ROOM_OPENS_MINUTES_BEFORE).toBe(10);
    expect(ROOM_CLOSES_MINUTES_AFTER).toBe(15);
    expect(roomWindow(start, end)).toEqual({
      opensAt: at("2026-12-01T09:50:00Z"),
      closesAt: at("2026-12-01T11:15:00Z"),
    });
  });

  it("is before, open and ended at the window's edges", () => {
    expect(roomPhase(start, end, at("2026-12-01T09:49:59Z"))).toBe("before");
    expect(roomPhase(start, end, at("2026-12-01T09:50:00Z"))).toBe("open");
    expect(roomPhase(start.toISOString(), end.toISOString(), at("2026-12-01T11:15:00Z").getTime())).toBe(
      "open",
    );
    expect(roomPhase(start, end, at("2026-12-01T11:15:01Z"))).toBe("ended");
  });

  it("carries video, audio only, or nothing for in-person sessions", () => {
    expect(roomMediaOf("Online - Video")).toBe("video");
    expect(roomMediaOf("Online - Audio")).toBe("audio");
    expect(roomMediaOf("In-Person")).toBeNull();
  });

  it("has one address and the spec's strings", () => {
    expect(sessionRoomPath("abc")).toBe("/session/abc");
    expect(sessionRoomText.startingSoon).toBe("Your session starts in 10 minutes");
    expect(sessionRoomText.join).toBe("Join session");
  });
});
