import { describe, expect, it } from "vitest";
import { isUlid, requiredUlidSchema, ULID_PATTERN, ULID_SOURCE, ulidSchema, ulidsIn } from "./index.ts";

const ID = "01JD0000000000000000000000";

describe("ulid", () => {
  it("is 26 uppercase letters and digits, nothing around it", () => {
    expect(isUlid(ID)).toBe(true);
    expect(isUlid("01JDZZZZZZZZZZZZZZZZZZZZZZ")).toBe(true);
    for (const bad of [
      ID.toLowerCase(),
      ID.slice(1),
      `${ID}0`,
      ` ${ID}`,
      `${ID}\n`,
      "",
      "undefined",
      1,
      null,
    ])
      expect(isUlid(bad)).toBe(false);
    expect(ULID_PATTERN.test(`x${ID}`)).toBe(false);
  });

  it("builds larger patterns and finds every id in a text", () => {
    expect(new RegExp(`^/booking/(${ULID_SOURCE})$`).exec(`/booking/${ID}`)?.[1]).toBe(ID);
    const other = "01JDZZZZZZZZZZZZZZZZZZZZZZ";
    expect(ulidsIn(`/v1/booking/${ID}/chat/${other}`)).toEqual([ID, other]);
    expect(ulidsIn("/overview")).toEqual([]);
  });

  it("schemas: the pattern's message; the required one says it for a missing value too", () => {
    expect(ulidSchema("Invalid ID").safeParse("nope").error?.issues[0]?.message).toBe("Invalid ID");
    expect(ulidSchema("Invalid ID").safeParse(undefined).error?.issues[0]?.message).not.toBe("Invalid ID");
    expect(ulidSchema().safeParse(ID).success).toBe(true);
    const required = requiredUlidSchema("Please select a therapy");
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe("Please select a therapy");
    expect(required.safeParse("x").error?.issues[0]?.message).toBe("Please select a therapy");
    expect(required.parse(ID)).toBe(ID);
  });
});
