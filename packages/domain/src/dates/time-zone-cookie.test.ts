import { describe, expect, it } from "vitest";
import { recordedTimeZone, TIME_ZONE_COOKIE, timeZoneCookie } from "./time-zone-cookie.ts";

describe("the recorded browser timezone cookie", () => {
  it("reads back the zone a browser wrote", () => {
    const written = timeZoneCookie("America/New_York", false).split(";")[0] ?? "";
    expect(recordedTimeZone(`cookie-consent=all; ${written}`)).toBe("America/New_York");
    expect(recordedTimeZone(written)).toBe("America/New_York");
  });
  it("is a session cookie for the whole site, Secure over https", () => {
    expect(timeZoneCookie("Europe/Paris", false)).toBe(
      `${TIME_ZONE_COOKIE}=Europe%2FParis; Path=/; SameSite=Lax`,
    );
    expect(timeZoneCookie("Europe/Paris", true)).toMatch(/; Secure$/);
    expect(timeZoneCookie("Europe/Paris", true)).not.toMatch(/Max-Age|Expires/);
  });
  it("ignores a missing, unknown, placeless or malformed zone", () => {
    expect(recordedTimeZone(null)).toBeNull();
    expect(recordedTimeZone("other=1")).toBeNull();
    expect(recordedTimeZone(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`)).toBeNull();
    expect(recordedTimeZone(`${TIME_ZONE_COOKIE}=UTC`)).toBeNull();
    expect(recordedTimeZone(`${TIME_ZONE_COOKIE}=%E0%A4%A`)).toBeNull();
    expect(recordedTimeZone(`x${TIME_ZONE_COOKIE}=Europe%2FParis`)).toBeNull();
  });
});
