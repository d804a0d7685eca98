import { startPostgres } from "../test/postgres-server.ts";

const pg = startPostgres(54341);
console.log(pg.url);
setInterval(() => {}, 1 << 30);
