import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { createServer, OPENAPI_INFO } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";

describe("openapi/openapi.json", () => {
  it("is what the routes declare (run `pnpm codegen` when this fails)", async () => {
    const database = await openDatabase({});
    const app = createServer({ db: database.db, uploadsDir: tmpdir() });
    const fresh = JSON.parse(JSON.stringify(app.getOpenAPI31Document(OPENAPI_INFO)));
    await database.close();
    const committed = JSON.parse(
      readFileSync(new URL("../../../openapi/openapi.json", import.meta.url), "utf8"),
    );
    expect(committed).toEqual(fresh);
  });
});
