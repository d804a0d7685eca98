import { describe, expect, it } from "vitest";
import { hydrateDocument } from "./hydrate-document.tsx";

describe("hydrateDocument", () => {
  it("starts hydrating only once the page's data is decoded", async () => {
    const steps: string[] = [];
    let decoded: () => void = () => {};
    const decoding = new Promise<void>((resolve) => {
      decoded = resolve;
    });
    const done = hydrateDocument(
      () => {
        steps.push("decode");
        return decoding;
      },
      () => steps.push("hydrate"),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(["decode"]);
    steps.push("decoded");
    decoded();
    await done;
    expect(steps).toEqual(["decode", "decoded", "hydrate"]);
  });
});
