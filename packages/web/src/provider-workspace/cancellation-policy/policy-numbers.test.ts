import { CANCELLATION_NOTICE_HOURS } from "@marketplace/domain/booking";
import { describe, expect, it } from "vitest";
import workspace from "../../i18n/locales/en-US/workspace.json";
import { loader, policySections, withPolicyNumbers } from "./cancellation-policy-route.tsx";

describe("the cancellation policy's numbers", () => {
  it("come from the booking engine's notice window", () => {
    const text = policySections(workspace.cancellation.sections)
      .flatMap((s) => s.body)
      .map(withPolicyNumbers)
      .join(" ");
    expect(text).toContain(`up to ${CANCELLATION_NOTICE_HOURS} hours before it starts`);
    expect(text).not.toContain("{hours}");
  });

  it("reach the page through its loader, with the words of the page alone", () => {
    const data = loader();
    expect(data.title).toBe(workspace.cancellation.title);
    expect(data.sections.map((s) => s.id)).toEqual(workspace.cancellation.sections.map((s) => s.id));
    const text = data.sections.flatMap((s) => s.body).join(" ");
    expect(text).toContain(`up to ${CANCELLATION_NOTICE_HOURS} hours before it starts`);
    expect(text).not.toContain("{hours}");
  });
});
