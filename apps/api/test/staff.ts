import { randomBytes } from "node:crypto";
import type { CreatedStaff } from "../src/staff/index.ts";
import type { LoginSession, TestApp } from "./test-app.ts";

export interface StaffSession extends LoginSession {
  staff: CreatedStaff;
  password: string;
}

/** The staff sign-in's request: email, password and a TOTP or recovery code. */
export function staffLogin(
  t: TestApp,
  body: { email: string; password: string; code: string },
  peer?: string,
) {
  return t.json<LoginSession & { message?: string; expiresAt: string }>(
    "/v1/auth/staff/login",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
    peer,
  );
}

/**
 * A new staff account (made by createStaffAccount, as `pnpm staff:create` makes one) signed in with
 * its current TOTP code. A new account each call: a TOTP code works once, so two sign-ins of one
 * account within 30 seconds would need to wait for the next code.
 */
export async function newStaffSession(t: TestApp, name = "staff"): Promise<StaffSession> {
  // Loaded when called, after the app: a test file importing this helper first must not load the
  // domain's zod schemas before the API's OpenAPI extension of zod (the shared module graph).
  const { createStaffAccount, currentTotp } = await import("../src/staff/index.ts");
  const password = "staff-test-pass-1";
  const staff = await createStaffAccount(t.database.db, {
    email: `${name}-${randomBytes(4).toString("hex")}@staff.test`,
    firstName: "Test",
    lastName: "Staff",
    password,
  });
  const res = await staffLogin(t, { email: staff.email, password, code: currentTotp(staff.totpSecret) });
  if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}: ${res.body.message}`);
  return { ...res.body, staff, password };
}
