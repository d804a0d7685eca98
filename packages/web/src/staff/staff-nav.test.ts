import { describe, expect, it } from "vitest";
import { currentStaffEntry, STAFF_NAV } from "./staff-nav.ts";

describe("the staff console's navigation", () => {
  it("lists support and the audit log beside the queues", () => {
    expect(STAFF_NAV.map((e) => e.to)).toEqual([
      "/staff",
      "/staff/verifications",
      "/staff/reports",
      "/staff/users",
      "/staff/audit",
    ]);
  });

  it("marks the section a page is under, and the overview only on itself", () => {
    expect(currentStaffEntry("/staff")?.to).toBe("/staff");
    expect(currentStaffEntry("/staff/")?.to).toBe("/staff");
    expect(currentStaffEntry("/staff/users")?.to).toBe("/staff/users");
    expect(currentStaffEntry("/staff/users/01JD0000000000000000000000")?.to).toBe("/staff/users");
    expect(currentStaffEntry("/staff/audit")?.to).toBe("/staff/audit");
    expect(currentStaffEntry("/staff/usersx")).toBeUndefined();
  });
});
