// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "../api/browser-query.tsx";
import { type ConversationPage, useOlderMessages } from "./use-older-messages.ts";

const PARTY = "01J00000000000000000000009";
const message = (n: number, text = `message ${n}`) => ({
  identifier: `01J${String(n).padStart(23, "0")}`,
  fromIdentifier: PARTY,
  toIdentifier: "01J00000000000000000000008",
  message: text,
  attachments: [],
  isEdited: false,
  isRead: true,
  time: new Date(Date.UTC(2026, 2, 1, 9, n)).toISOString(),
});
const conversationPage = (page: number, totalPages: number, ...ns: number[]) =>
  ({
    party: { identifier: PARTY, name: "Tolu", role: "provider", photoUrl: null },
    data: ns.map((n) => message(n)),
    meta: { page, pageSize: 50, total: totalPages * 50, totalPages },
  }) as unknown as ConversationPage;

let owner = 0;
function wrapper() {
  owner += 1;
  const who = `owner-${owner}`;
  return ({ children }: { children: ReactNode }) => <QueryProvider owner={who}>{children}</QueryProvider>;
}

let asked: URL[] = [];
let pages: Record<string, ConversationPage> = {};
beforeEach(() => {
  asked = [];
  // Afresh for each test: one test shifts page 2, which left the first test a page short when it ran later.
  pages = { "2": conversationPage(2, 3, 3, 4), "3": conversationPage(3, 3, 1, 2) };
  vi.stubGlobal("fetch", async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    return Response.json(pages[url.searchParams.get("page") ?? ""]);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a conversation's older pages (useInfiniteQuery)", () => {
  it("asks nothing on load, then loads each older page in place through the relay", async () => {
    const loaded = conversationPage(1, 3, 5, 6);
    const { result } = renderHook(() => useOlderMessages(PARTY, "", loaded), { wrapper: wrapper() });
    expect(result.current.messages.map((m) => m.message)).toEqual(["message 5", "message 6"]);
    expect(result.current.hasOlder).toBe(true);
    expect(asked).toEqual([]);

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.messages).toHaveLength(4));
    expect(asked[0]?.pathname).toBe(`/api/v1/messages/conversations/${PARTY}`);
    expect(asked[0]?.searchParams.get("page")).toBe("2");
    expect(result.current.hasOlder).toBe(true);

    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.messages).toHaveLength(6));
    expect(asked[1]?.searchParams.get("page")).toBe("3");
    expect(result.current.hasOlder).toBe(false);
  });

  it("shows a message repeated by shifted pages once, in the loaded page's version", async () => {
    pages["2"] = conversationPage(2, 2, 4, 5);
    const loaded = { ...conversationPage(1, 2, 5, 6) };
    loaded.data = [message(5, "edited"), message(6)] as ConversationPage["data"];
    const { result } = renderHook(() => useOlderMessages(PARTY, "", loaded), { wrapper: wrapper() });
    act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.hasOlder).toBe(false));
    expect(result.current.messages.map((m) => m.message).sort()).toEqual([
      "edited",
      "message 4",
      "message 6",
    ]);
  });

  it("has nothing older on the last page", () => {
    const { result } = renderHook(() => useOlderMessages(PARTY, "", conversationPage(1, 1, 1)), {
      wrapper: wrapper(),
    });
    expect(result.current.hasOlder).toBe(false);
  });
});
