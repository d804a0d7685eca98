import { expectAccessible } from "./axe.ts";
import { apiFor, initiateSession, newBookableProvider, signUp } from "./booking-people.ts";
import { expect, test } from "./fixtures.ts";
import { fromThisMachine } from "./mail.ts";
import { signIn } from "./session.ts";
import { shot } from "./shots.ts";
import { API, SITES } from "./sites.ts";

// Issue 30: 'Join session' on the overview's upcoming card and the booking summary only while an
// online session's room is open (10 minutes before the start to 15 after the end), linking to the
// room on the same site. E2E_SHOTS=dir saves screenshots at 1280 and 375 px.

for (const site of SITES) {
  test.describe(`${site.name} join session`, () => {
    test("appears on the overview and the summary when the room opens, not before", async ({
      page,
      playwright,
    }) => {
      test.setTimeout(150_000);
      const request = await apiFor(playwright);
      const provider = await newBookableProvider(request, site, "join-provider");
      const client = await signUp(request, site, "join-client", "client", {
        firstName: "Ada",
        lastName: "Eze",
      });
      // An 'Online - Video' session a day ahead: its room is not open yet.
      const session = await initiateSession(request, provider, client, { daysAhead: 1 });
      const summary = `${site.url}/booking/${session.identifier}/summary`;
      const join = () => page.getByRole("link", { name: "Join session" });

      await signIn(page, site.url, client.email);
      await page.goto(summary);
      await expect(page.getByRole("link", { name: /Add to calendar/ })).toBeVisible();
      await expect(join()).toHaveCount(0);
      await page.goto(`${site.url}/overview`);
      await expect(page.getByTestId("upcoming")).toContainText("Online - Video");
      await expect(join()).toHaveCount(0);

      // The session started 20 minutes ago (a developer helper, from this machine only): the room is open.
      await fromThisMachine(async (api) => {
        const started = await api.post(`${API}/dev/booking/${session.identifier}/start`, {
          headers: { Authorization: `Bearer ${provider.token}` },
        });
        expect(started.status(), await started.text()).toBe(200);
      });
      await page.goto(`${site.url}/overview`);
      await expect(page.getByTestId("upcoming").getByRole("link", { name: "Join session" })).toHaveAttribute(
        "href",
        `/session/${session.identifier}`,
      );
      await expectAccessible(page);
      await shot(page, site.name, "join-session-overview");

      await page.goto(summary);
      await expect(join()).toHaveAttribute("href", `/session/${session.identifier}`);
      await expectAccessible(page);
      await shot(page, site.name, "join-session-summary");
    });
  });
}
