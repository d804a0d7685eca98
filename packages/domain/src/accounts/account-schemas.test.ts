import { describe, expect, it } from "vitest";
import { CONSENT_MESSAGES } from "../consent/index.ts";
import {
  ACCOUNT_DELETED,
  changePasswordSchema,
  displayName,
  emailSchema,
  isCleanName,
  loginSchema,
  newPasswordSchema,
  profileUpdateSchema,
  signupSchema,
} from "./index.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("emailSchema", () => {
  it("normalises case and spaces", () => {
    expect(emailSchema.parse("  Amara@Example.COM ")).toBe("amara@example.com");
  });
  it.each([
    ["", "Email is required"],
    ["not-an-email", "Please enter a valid email address"],
    [`${"a".repeat(250)}@x.co`, "Email must be at most 254 characters"],
  ])("rejects %j with %j", (value, message) => {
    expect(firstMessage(emailSchema.safeParse(value))).toBe(message);
  });
});

describe("newPasswordSchema", () => {
  it("accepts 10+ characters with a letter and a number", () => {
    expect(newPasswordSchema.safeParse("calm-waters-2026").success).toBe(true);
  });
  it.each([
    ["short1", "Password must be at least 10 characters"],
    ["onlyletters-here", "Password must include at least one number"],
    ["1234567890", "Password must include at least one letter"],
    [`a1${"x".repeat(127)}`, "Password must be at most 128 characters"],
  ])("rejects %j with %j", (value, message) => {
    expect(firstMessage(newPasswordSchema.safeParse(value))).toBe(message);
  });
});

describe("signupSchema", () => {
  it("defaults the role to client and trims names", () => {
    const parsed = signupSchema.parse({
      firstName: " Amara ",
      lastName: "Okafor",
      email: "amara@example.com",
      password: "calm-waters-2026",
      acceptTerms: true,
      healthDataConsent: true,
    });
    expect(parsed).toMatchObject({ firstName: "Amara", role: "client" });
  });
  it("rejects an unknown role and missing names", () => {
    const result = signupSchema.safeParse({
      firstName: "",
      lastName: "x",
      email: "a@b.co",
      password: "calm-waters-2026",
      role: "admin",
      acceptTerms: true,
      healthDataConsent: true,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "First name is required",
      "Role must be client or provider",
    ]);
  });
  it("refuses a sign-up without agreement to the terms and consent to health information, each on its field", () => {
    const base = { firstName: "Amara", lastName: "Okafor", email: "a@b.co", password: "calm-waters-2026" };
    for (const unticked of [{}, { acceptTerms: false, healthDataConsent: false }]) {
      const result = signupSchema.safeParse({ ...base, ...unticked });
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["acceptTerms", CONSENT_MESSAGES.acceptTerms],
        ["healthDataConsent", CONSENT_MESSAGES.healthDataConsent],
      ]);
    }
    expect(signupSchema.safeParse({ ...base, acceptTerms: true }).error?.issues[0]?.path).toEqual([
      "healthDataConsent",
    ]);
  });
});

describe("loginSchema", () => {
  it("does not apply strength rules to the password", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toBe(
      "Password is required",
    );
  });
});

describe("changePasswordSchema", () => {
  it("requires the current password and a different new one", () => {
    expect(
      firstMessage(changePasswordSchema.safeParse({ currentPassword: "", newPassword: "calm-waters-2026" })),
    ).toBe("Current password is required");
    expect(
      firstMessage(
        changePasswordSchema.safeParse({
          currentPassword: "calm-waters-2026",
          newPassword: "calm-waters-2026",
        }),
      ),
    ).toBe("New password must be different from the current one");
  });
});

describe("profileUpdateSchema", () => {
  it("accepts a partial update and rejects an empty one", () => {
    expect(profileUpdateSchema.parse({ userName: "amara.o" })).toEqual({ userName: "amara.o" });
    expect(firstMessage(profileUpdateSchema.safeParse({}))).toBe("Nothing to update");
  });
  it("rejects usernames with spaces", () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ userName: "amara o" }))).toBe(
      "Username can only contain letters, numbers, dots, dashes and underscores",
    );
  });
});

describe("names", () => {
  it("refuse control characters anywhere inside and the text-direction controls", () => {
    for (const bad of ["A\u0000da", "Ada\nObi", "Ada\tObi", "Ada\u001b", "Ada\u0085"]) {
      expect(isCleanName(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(isCleanName(`Ada${String.fromCodePoint(code)}`), code.toString(16)).toBe(false);
    }
    // Other direction marks (U+200E, U+200F) are left to writers of mixed-script names.
    expect(isCleanName("Ada \u200FObi")).toBe(true);
    expect(firstMessage(profileUpdateSchema.safeParse({ lastName: "Obi\u202E" }))).toBe(
      "Last name must not contain control characters or text-direction marks",
    );
    expect(profileUpdateSchema.parse({ firstName: "  Amara\t" })).toEqual({ firstName: "Amara" });
  });
});

describe("displayName", () => {
  it("joins names and shows 'Account Deleted' when they are gone", () => {
    expect(displayName({ firstName: "Amara", lastName: "Okafor" })).toBe("Amara Okafor");
    expect(displayName({ firstName: null, lastName: null })).toBe(ACCOUNT_DELETED);
    expect(displayName({ firstName: " ", lastName: undefined })).toBe("Account Deleted");
  });
});
