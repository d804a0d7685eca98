import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { profileViews } from "../db/schema/index.ts";
import { createProfileViewRecorder } from "./profile-views.ts";

let t: TestApp;
let ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ providers: 4, clients: 1 });
  const search = await t.json<{ data: { objectID: string }[] }>("/v1/providers?pageSize=4");
  ids = search.body.data.map((p) => p.objectID);
});
afterAll(() => t.close());

const viewsOf = async (providerId: string) =>
  (await t.database.db.select().from(profileViews).where(eq(profileViews.providerId, providerId))).length;

describe("profile-view tracking", () => {
  it("counts one view per provider and tracked id per hour, however often it is requested", async () => {
    const id = ids[0] ?? "";
    for (let i = 0; i < 5; i += 1) {
      const res = await t.json(
        `/v1/providers/${id}`,
        { headers: { "X-Tracked-For": "visitor-1" } },
        "192.0.2.10",
      );
      expect(res.status).toBe(200);
    }
    expect(await viewsOf(id)).toBe(1);
    await t.json(`/v1/providers/${id}`, { headers: { "X-Tracked-For": "visitor-2" } }, "192.0.2.10");
    expect(await viewsOf(id)).toBe(2);
  });

  it("records at most a bounded number of views per address per hour", async () => {
    const record = createProfileViewRecorder({ perAddressPerHour: 3, rememberedViews: 1000 });
    const id = ids[1] ?? "";
    const written: boolean[] = [];
    for (let i = 0; i < 10; i += 1)
      written.push(await record(t.database.db, id, `rotating-${i}`, "203.0.113.4"));
    expect(written.filter(Boolean)).toHaveLength(3);
    expect(await viewsOf(id)).toBe(3);
    expect(await record(t.database.db, id, "rotating-0", "203.0.113.5")).toBe(false);
    expect(await record(t.database.db, id, "someone-else", "203.0.113.5")).toBe(true);
  });
});
