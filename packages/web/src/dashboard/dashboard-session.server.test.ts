import { afterEach, describe, expect, it, vi } from "vitest";
import { signIn } from "../session/session.server.ts";
import { requireAccount } from "./dashboard-session.server.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";

afterEach(() => vi.unstubAllGlobals());

/** What requireAccount threw: the redirect Response it sends a signed-out visitor to. */
async function refusal(request: Request): Promise<Response> {
  try {
    await requireAccount(request, {});
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("the signed-in guard", () => {
  it.each([
    [`/messages/${ID}`, `/login?redirect=/messages/${ID}`],
    [`/booking/${ID}`, `/login?redirect=/booking/${ID}`],
    // The booking emails' and notifications' link: back by its booking (the rule's form).
    [`/booking/${ID}/summary`, `/login?redirect=/booking/${ID}`],
    ["/overview", "/login"],
    // Issue 28: every other signed-in page a notification, an email or a shared link opens, with its query.
    [`/review/${ID}`, `/login?redirect=/review/${ID}%3Ffrom%3Demail`],
    [`/recommended-provider/${ID}`, `/login?redirect=/recommended-provider/${ID}%3Ffrom%3Demail`],
    [`/earnings/${ID}`, `/login?redirect=/earnings/${ID}%3Ffrom%3Demail`],
    [`/payment/${ID}`, `/login?redirect=/payment/${ID}%3Ffrom%3Demail`],
    [`/booking/request/${ID}`, `/login?redirect=/booking/request/${ID}%3Ffrom%3Demail`],
    ["/notifications", "/login?redirect=/notifications%3Ffrom%3Demail"],
  ])("sends a signed-out visit to %s to %s", async (path, login) => {
    const answer = await refusal(new Request(`http://localhost${path}?from=email`));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(login);
  });

  it("keeps the redirect when the session's token is no longer accepted, and clears the cookie", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "Unauthorized" }, { status: 401 })),
    );
    const cookie = (await signIn("expired-token", "/")).headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const answer = await refusal(
      new Request(`http://localhost/messages/${ID}`, { headers: { Cookie: cookie } }),
    );
    expect(answer.headers.get("Location")).toBe(`/login?redirect=/messages/${ID}`);
    expect(answer.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});
