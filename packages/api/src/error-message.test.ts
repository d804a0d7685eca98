import { describe, expect, it } from "vitest";
import { apiErrorMessage } from "./error-message.ts";

describe("apiErrorMessage", () => {
  it("joins an errors array with ', '", () => {
    expect(
      apiErrorMessage({ message: "Invalid", errors: ["a is required", "b is too long"] }, "Generic"),
    ).toBe("a is required, b is too long");
  });
  it("shows the server message as is", () => {
    expect(apiErrorMessage({ message: "Provider not found" }, "Generic")).toBe("Provider not found");
  });
  it("falls back to the context's generic message", () => {
    expect(apiErrorMessage(undefined, "Generic")).toBe("Generic");
    expect(apiErrorMessage(new TypeError("fetch failed"), "Generic")).toBe("Generic");
  });
});
