import { describe, expect, it } from "vitest";
import { servesDevTools } from "./dev-tools.server.ts";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/dev/mail", { headers });

describe("servesDevTools (issue 27: /dev/mail showed every email to anyone)", () => {
  it("serves this machine's request when the tools are on", () => {
    expect(
      servesDevTools(true, "production", request({ "x-forwarded-for": "127.0.0.1" }), { localPeer: true }),
    ).toBe(true);
  });

  it("refuses another machine, and everyone when the tools are off", () => {
    expect(servesDevTools(true, "production", request(), { localPeer: false })).toBe(false);
    expect(servesDevTools(false, "development", request(), { localPeer: true })).toBe(false);
  });

  it("without the site server's word (Vite's dev server) serves only development requests no proxy relayed", () => {
    expect(servesDevTools(true, "development", request(), {})).toBe(true);
    expect(servesDevTools(true, "production", request(), {})).toBe(false);
    for (const name of ["forwarded", "x-forwarded-for", "x-real-ip"]) {
      expect(servesDevTools(true, "development", request({ [name]: "203.0.113.7" }), {}), name).toBe(false);
    }
  });
});
