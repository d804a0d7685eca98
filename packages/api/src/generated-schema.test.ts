import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";

const documentUrl = new URL("../../../openapi/openapi.json", import.meta.url);
const generatedPath = fileURLToPath(new URL("./generated/schema.d.ts", import.meta.url));

describe("generated client types", () => {
  it("match openapi/openapi.json (run `pnpm codegen` when this fails)", async () => {
    const ast = await openapiTS(documentUrl);
    const fresh = astToString(ast);
    const committed = readFileSync(generatedPath, "utf8");
    // openapi-typescript's CLI adds a banner; compare the generated declarations only.
    expect(committed.endsWith(fresh)).toBe(true);
  });
});
