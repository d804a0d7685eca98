import { describe, expect, it } from "vitest";
import { errorMessage, GENERIC_MESSAGES } from "./error-message.ts";

describe("errorMessage", () => {
  const fallback = GENERIC_MESSAGES.booking;

  it("joins an errors array with ', '", () => {
    expect(
      errorMessage({ message: "Invalid", errors: ["Name is required", "Email is invalid"] }, fallback),
    ).toBe("Name is required, Email is invalid");
  });

  it("joins with a bare comma where the context asks for it", () => {
    expect(errorMessage({ errors: ["a", "b"] }, fallback, { separator: "," })).toBe("a,b");
  });

  it("shows a single errors value as is", () => {
    expect(errorMessage({ errors: "File not found" }, fallback)).toBe("File not found");
  });

  it("uses the server's message when there is no list", () => {
    expect(errorMessage({ message: "Provider not found" }, fallback)).toBe("Provider not found");
    expect(errorMessage({ message: "Provider not found", errors: [] }, fallback)).toBe("Provider not found");
  });

  it("accepts a plain string", () => {
    expect(errorMessage("Slot taken", fallback)).toBe("Slot taken");
  });

  it("falls back to the context's generic message", () => {
    expect(errorMessage(undefined, fallback)).toBe(fallback);
    expect(errorMessage(null, fallback)).toBe(fallback);
    expect(errorMessage({}, fallback)).toBe(fallback);
    expect(errorMessage({ message: "  " }, fallback)).toBe(fallback);
    expect(errorMessage(42, fallback)).toBe(fallback);
    expect(fallback).toBe("An error occurred while processing your request, please try again");
  });
});
