import { describe, expect, it } from "vitest";
import { PASSWORDS_DIFFER } from "./account-rules.ts";
import { linkTokenSchema, resetPasswordFormSchema } from "./email-links.ts";

describe("reset password form", () => {
  it("needs the new password twice, under the sign-up rules", () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: "calm-river-42", confirmPassword: "calm-river-42" })
        .success,
    ).toBe(true);
    const differ = resetPasswordFormSchema.safeParse({
      password: "calm-river-42",
      confirmPassword: "calm-river-43",
    });
    expect(differ.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["confirmPassword", PASSWORDS_DIFFER],
    ]);
    const weak = resetPasswordFormSchema.safeParse({ password: "short", confirmPassword: "short" });
    expect(weak.error?.issues[0]?.message).toBe("Password must be at least 10 characters");
  });
});

describe("link tokens", () => {
  it("accepts base64url tokens and refuses anything else with the invalid-link message", () => {
    expect(linkTokenSchema.safeParse("a".repeat(43)).success).toBe(true);
    for (const bad of ["", "short", `${"a".repeat(43)}=`, "../../etc", "a b".repeat(20)]) {
      expect(linkTokenSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        "This link has expired or has already been used.",
      );
    }
  });
});
