import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./local-path.ts";

describe("same-site paths (cookie banner redirectTo and other return addresses)", () => {
  it.each([
    "/",
    "/therapy",
    "/blog/finding-calm?page=2",
    "/providers?search=anxiety#results",
    "/search?q=caf%C3%A9",
    // The cookie banner on a login page sends that page back, its own redirect parameter included.
    "/login?redirect=%2F%5Cevil.example%2Fbooking",
    "/login?redirect=%2Fbooking%2F01JD3Q8Z7X6W5V4T3S2R1Q0P9N%0d%0aSet-Cookie%3Ax%3D1",
    "/login?redirect=javascript%3Aalert(1)",
  ])("keeps %s", (value) => {
    expect(safeLocalPath(value)).toBe(value);
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["slash-backslash", "/\\evil.example"],
    ["double backslash", "\\\\evil.example"],
    ["absolute", "https://evil.example"],
    ["absolute http", "http://evil.example/"],
    ["scheme", "javascript:alert(1)"],
    ["data", "data:text/html,hi"],
    ["encoded slashes", "%2F%2Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["double-encoded slashes", "/%252F%252Fevil.example"],
    ["encoded second slash", "/%2Fevil.example"],
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded newline header", "/%0d%0aLocation:%20https://evil.example"],
    ["NUL", "/\u0000evil"],
    ["raw newline in the query", "/login?x=\r\nSet-Cookie:x=1"],
    ["encoded backslash before a query", "/%5Cevil.example?x=1"],
    ["relative", "evil.example"],
    ["leading space", " /evil"],
    ["bad encoding", "/%E0%A4%A"],
    ["empty", ""],
    ["too long", `/${"a".repeat(2048)}`],
  ])("refuses %s", (_name, value) => {
    expect(safeLocalPath(value)).toBe("/");
  });

  it("refuses what is not a string and uses the given fallback", () => {
    expect(safeLocalPath(null)).toBe("/");
    expect(safeLocalPath(undefined, "/overview")).toBe("/overview");
    expect(safeLocalPath(42)).toBe("/");
  });

  it("never returns anything a browser would read as another origin, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: "binary-ascii" }), (value) => {
        const path = safeLocalPath(value);
        return new URL(path, "https://site.example").origin === "https://site.example";
      }),
    );
  });

  it("refuses every mix of slashes, backslashes, encodings and control characters that leaves the site", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/", "//", "/\\", "\\", "%2F", "%5C", "\t", "\n", "evil.example"),
        fc.array(fc.constantFrom("/", "\\", "%2F", "%5C", "\t", "evil", ".", ":"), { maxLength: 6 }),
        (head, rest) => {
          const path = safeLocalPath(head + rest.join(""));
          return (
            path === "/" ||
            (!path.startsWith("//") &&
              !path.includes("\\") &&
              new URL(path, "https://site.example").host === "site.example")
          );
        },
      ),
    );
  });
});
