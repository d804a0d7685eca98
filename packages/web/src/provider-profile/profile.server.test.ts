import { afterEach, describe, expect, it, vi } from "vitest";
import { loadProviderProfilePage } from "./profile.server.ts";

const ID = "01JD3Q8Z7X6W5V4T3S2R1Q0P9N";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the API's calls by path and records what was sent. */
function stubApi(answer: (path: string) => Response) {
  const sent: Request[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    sent.push(request);
    return answer(new URL(request.url).pathname);
  });
  return sent;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a response");
}

const page = (path = `/provider/${ID}`) => new Request(`http://localhost:3000${path}`);

describe("loading the profile", () => {
  it("rejects a missing id or 'undefined' as 'Invalid ID' (400) without asking the API", async () => {
    const sent = stubApi(() => Response.json({}));
    for (const id of [undefined, "", "undefined"]) {
      const response = await thrown(loadProviderProfilePage(page(), {}, id));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Invalid ID",
        title: "Invalid ID — Tranquil",
        text: "This link to a therapist's profile is incomplete. Browse our therapists to find the right one for you.",
      });
    }
    expect(sent).toEqual([]);
  });

  it("answers 404 'Provider not found' when the API does, asking once", async () => {
    const sent = stubApi(() => Response.json({ message: "Provider not found" }, { status: 404 }));
    const response = await thrown(loadProviderProfilePage(page(), {}, ID));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: "Provider not found",
      title: "Provider not found — Tranquil",
      text: "This provider may have paused their profile or left Tranquil. Many other therapists are ready to listen.",
    });
    expect(sent.filter((r) => new URL(r.url).pathname === `/v1/providers/${ID}`)).toHaveLength(1);
  });

  it("passes the API's 400 on as 'Invalid ID'", async () => {
    stubApi(() => Response.json({ message: "Invalid ID" }, { status: 400 }));
    expect((await thrown(loadProviderProfilePage(page(), {}, "not-an-id"))).status).toBe(400);
  });

  it("sends X-Tracked-For with the provider's id and asks for the page of reviews in the URL", async () => {
    const sent = stubApi((path) =>
      path.startsWith("/v1/review/")
        ? Response.json({ data: [], meta: { page: 2, pageSize: 10, total: 15, totalPages: 2 }, summary: {} })
        : Response.json({ profileInfo: { identifier: ID } }),
    );
    const data = await loadProviderProfilePage(page(`/provider/${ID}?page=2`), {}, ID);
    expect(data.page).toBe(2);
    // A visitor's Book button goes through the login page to the booking screen.
    expect(data.bookHref).toBe(`/login?redirect=/booking/${ID}`);
    const profileCall = sent.find((r) => new URL(r.url).pathname === `/v1/providers/${ID}`);
    expect(profileCall?.headers.get("X-Tracked-For")).toBe(ID);
    const reviewsCall = sent.find((r) => new URL(r.url).pathname === `/v1/review/provider/${ID}`);
    expect(new URL(reviewsCall?.url ?? "").searchParams.get("page")).toBe("2");
  });

  it("gives a hidden provider, the only one the API shows it to, the notice; a visible profile none", async () => {
    for (const visibility of ["hidden", "visible"]) {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      stubApi((path) =>
        path.startsWith("/v1/review/")
          ? Response.json({ message: "Provider not found" }, { status: 404 })
          : Response.json({ profileInfo: { identifier: ID }, visibility }),
      );
      const data = await loadProviderProfilePage(page(), {}, ID);
      if (visibility === "hidden") {
        expect(data.hiddenNotice?.text).toBe(
          "Your profile is hidden. Only you can see this page; clients cannot find or open it.",
        );
        expect(errors).not.toHaveBeenCalled();
      } else {
        expect(data.hiddenNotice).toBeNull();
      }
      expect(data.cancellationPolicy).toBe("Cancellation policy");
      errors.mockRestore();
    }
  });

  it("sends a page past the end to the last page", async () => {
    stubApi((path) =>
      path.startsWith("/v1/review/")
        ? Response.json({ data: [], meta: { page: 9, pageSize: 10, total: 15, totalPages: 2 }, summary: {} })
        : Response.json({ profileInfo: { identifier: ID } }),
    );
    const response = await thrown(loadProviderProfilePage(page(`/provider/${ID}?page=9`), {}, ID));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/provider/${ID}?page=2`);
  });

  it("still shows the profile when the reviews fail (the list hides)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi((path) =>
      path.startsWith("/v1/review/")
        ? Response.json({ message: "down" }, { status: 503 })
        : Response.json({ profileInfo: { identifier: ID } }),
    );
    const data = await loadProviderProfilePage(page(), {}, ID);
    expect(data.reviews).toBeNull();
    expect(data.profile).toMatchObject({ profileInfo: { identifier: ID } });
  });
});
