import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { region } from "../env/index.ts";
import { RecordedTimeZone, useViewerTimeZone } from "./use-viewer-time-zone.ts";

function Zone({ preferred }: { preferred: string | null }) {
  return <p>{useViewerTimeZone(preferred)}</p>;
}

const serverRender = (recorded: string | null, preferred: string | null = null) =>
  renderToString(
    <RecordedTimeZone.Provider value={recorded}>
      <Zone preferred={preferred} />
    </RecordedTimeZone.Provider>,
  );

describe("useViewerTimeZone on the server", () => {
  it("renders in the zone the browser recorded on an earlier page", () => {
    expect(serverRender("America/New_York")).toBe("<p>America/New_York</p>");
  });
  it("renders in the region's zone on a first visit", () => {
    expect(serverRender(null)).toBe(`<p>${region.defaultTimeZone}</p>`);
  });
  it("a saved preference still wins", () => {
    expect(serverRender("America/New_York", "Africa/Lagos")).toBe("<p>Africa/Lagos</p>");
  });
});
