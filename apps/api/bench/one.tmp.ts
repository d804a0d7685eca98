import { createServer } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: "/tmp/unused",
  poolSize: 2,
});
const app = createServer({ db: database.db });
const res = await app.request(process.argv[2] ?? "/v1/providers");
console.log(res.status, (await res.text()).slice(0, 200));
process.exit(0);
