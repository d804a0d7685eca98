import { newStaffSession } from "./staff.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Staff approve a pending licence file through the console's route (issue 32), as a test helper for
 * anything that publishes a provider: publishing needs a verified licence. A year's validity.
 */
export async function approveLicenceFile(t: TestApp, fileId: string, staffToken?: string) {
  const token = staffToken ?? (await newStaffSession(t, "approver")).token;
  const expiresOn = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const res = await t.json<{ message: string }>(`/v1/staff/verifications/license/${fileId}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      decision: "approve",
      reason: "Checked with the licensing board (test).",
      licenceNumber: "TEST-0001",
      issuer: "Test licensing board",
      expiresOn,
    }),
  });
  if (res.status !== 200)
    throw new Error(`approving the licence answered ${res.status}: ${res.body.message}`);
}
