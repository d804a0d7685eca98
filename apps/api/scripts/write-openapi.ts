import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, OPENAPI_INFO } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";

/** Writes the OpenAPI 3.1 document the routes declare to openapi/openapi.json (the contract). */
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const database = await openDatabase({});
const app = createServer({ db: database.db, uploadsDir: tmpdir() });
const document = app.getOpenAPI31Document(OPENAPI_INFO);
writeFileSync(join(root, "openapi", "openapi.json"), `${JSON.stringify(document, null, 2)}\n`);
await database.close();
console.log("wrote openapi/openapi.json");
