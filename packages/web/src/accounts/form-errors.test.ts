import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsFromZod } from "./form-errors.ts";

describe("form errors", () => {
  it("keeps the first zod message per field", () => {
    const result = z
      .object({ a: z.string().min(3, "too short").regex(/x/, "needs x"), b: z.string() })
      .safeParse({ a: "y" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrorsFromZod(result.error)).toEqual({
        a: "too short",
        b: "Invalid input: expected string, received undefined",
      });
  });
});
