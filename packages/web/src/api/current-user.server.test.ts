import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn } from "../session/session.server.ts";
import { currentUser } from "./current-user.server.ts";

const ME = {
  identifier: "01JD0000000000000000000000",
  email: "amara@example.com",
  role: "client",
  firstName: "Amara",
  lastName: "Okafor",
  userName: "amara",
  photoUrl: null,
  countryCode: "NG",
};

async function signedInRequest(method = "GET") {
  const cookie = (await signIn("token-123", "/")).headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return new Request("http://localhost/overview", { method, headers: { Cookie: cookie } });
}

function countMeCalls() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      calls.push(`${input.method} ${new URL(input.url).pathname}`);
      return Response.json(ME);
    }),
  );
  return () => calls.filter((c) => c === "GET /v1/me").length;
}

afterEach(() => vi.unstubAllGlobals());

describe("currentUser", () => {
  it("asks the API for the account once per request, however many loaders ask", async () => {
    const meCalls = countMeCalls();
    const context = {};
    const request = await signedInRequest();
    const [a, b, c] = await Promise.all([
      currentUser(request, context),
      currentUser(request, context),
      currentUser(request, context),
    ]);
    expect(meCalls()).toBe(1);
    expect(a.me?.firstName).toBe("Amara");
    expect(b.me).toBe(a.me);
    expect(c.me).toBe(a.me);
    await currentUser(request, {});
    expect(meCalls()).toBe(2);
  });

  it("fetches afresh in an action and lets the loaders after it share that new answer", async () => {
    const meCalls = countMeCalls();
    const context = {};
    await currentUser(await signedInRequest(), context);
    await currentUser(await signedInRequest("POST"), context);
    await currentUser(await signedInRequest(), context);
    await currentUser(await signedInRequest(), context);
    expect(meCalls()).toBe(3);
  });

  it("does not call the API without a session", async () => {
    const meCalls = countMeCalls();
    const result = await currentUser(new Request("http://localhost/"), {});
    expect(result.me).toBeNull();
    expect(meCalls()).toBe(0);
  });
});
