import { describe, expect, it } from "vitest";
import { errorMessage, formError, GENERIC_MESSAGES, parseErrorLine } from "./error-message.ts";

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

  it("shows a field's message without the field's name, once", () => {
    expect(
      errorMessage(
        {
          message: "Current password is incorrect",
          errors: ["currentPassword: Current password is incorrect"],
        },
        fallback,
      ),
    ).toBe("Current password is incorrect");
    expect(
      errorMessage({ errors: ["budget.max: Too big", "budget.min: Too big", "Slot taken"] }, fallback),
    ).toBe("Too big, Slot taken");
    expect(errorMessage({ errors: "userName: That username is already taken" }, fallback)).toBe(
      "That username is already taken",
    );
  });
});

describe("parseErrorLine", () => {
  it("splits 'field: message' and leaves sentences whole", () => {
    expect(parseErrorLine("currentPassword: Current password is incorrect")).toEqual({
      field: "currentPassword",
      message: "Current password is incorrect",
    });
    expect(parseErrorLine("budget.max: Too big")).toEqual({ field: "budget", message: "Too big" });
    expect(parseErrorLine("Note: files over 10MB are refused")).toEqual({
      field: null,
      message: "Note: files over 10MB are refused",
    });
    expect(parseErrorLine("Provider not found")).toEqual({ field: null, message: "Provider not found" });
    expect(parseErrorLine("userName: ")).toEqual({ field: null, message: "userName:" });
  });
});

describe("formError", () => {
  const fallback = GENERIC_MESSAGES.generic;
  const fields = ["currentPassword", "newPassword"] as const;
  it("puts a field's problem beside the field and shows no banner repeating it", () => {
    expect(
      formError(
        {
          message: "Current password is incorrect",
          errors: ["currentPassword: Current password is incorrect"],
        },
        fallback,
        fields,
      ),
    ).toEqual({ message: null, fieldErrors: { currentPassword: "Current password is incorrect" } });
  });
  it("keeps the first message per field", () => {
    expect(formError({ errors: ["newPassword: a", "newPassword: b"] }, fallback, fields).fieldErrors).toEqual(
      {
        newPassword: "a",
      },
    );
  });
  it("shows problems the form has no field for in the banner, without their field names", () => {
    expect(
      formError(
        { message: "The request is not valid", errors: ["newPassword: Too short", "token: Expired"] },
        fallback,
        fields,
      ),
    ).toEqual({ message: "Expired", fieldErrors: { newPassword: "Too short" } });
  });
  it("falls back to the server's message, then the generic one", () => {
    expect(formError({ message: "Too many attempts" }, fallback, fields)).toEqual({
      message: "Too many attempts",
      fieldErrors: {},
    });
    expect(formError(undefined, fallback, fields)).toEqual({ message: fallback, fieldErrors: {} });
    expect(formError(new TypeError("fetch failed"), fallback, fields)).toEqual({
      message: fallback,
      fieldErrors: {},
    });
  });
});
