import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, for the contract and race tests
 * that must run against the real thing. initdb refuses to run as root, so as root it runs as the
 * `postgres` user the package creates.
 */
export interface PostgresServer {
  url: string;
  stop: () => void;
}

export function findBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) {
    throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN_DIR)");
  }
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`No initdb under ${base}`);
  return join(base, versions[0], "bin");
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function runAsOwner(bin: string, args: string[]) {
  const command = isRoot() ? "runuser" : bin;
  const fullArgs = isRoot() ? ["-u", "postgres", "--", bin, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  }
}

export function startPostgres(port = 54329): PostgresServer & { dir: string; dataDir: string } {
  const bin = findBinDir();
  const dir = mkdtempSync(join(tmpdir(), "marketplace-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  if (isRoot()) execFileSync("chown", ["postgres", dir]);
  runAsOwner(join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  runAsOwner(join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "start",
  ]);
  return {
    dir,
    dataDir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        runAsOwner(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A primary and a hot standby streaming from it (`pnpm test:replica`): initdb's defaults already allow
 * replication from 127.0.0.1 (wal_level=replica, trust), so the standby is a `pg_basebackup -R` of the
 * primary started on another port. `stop` stops both.
 */
export function startPrimaryAndStandby(primaryPort: number, standbyPort: number) {
  const bin = findBinDir();
  const primary = startPostgres(primaryPort);
  const standbyDir = join(primary.dir, "standby");
  try {
    runAsOwner(join(bin, "pg_basebackup"), [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      standbyDir,
      "-R",
      "-X",
      "stream",
      "--no-sync",
    ]);
    runAsOwner(join(bin, "pg_ctl"), [
      "-D",
      standbyDir,
      "-l",
      join(primary.dir, "standby.log"),
      "-w",
      "-o",
      // A hot standby needs at least the primary's max_connections.
      `-p ${standbyPort} -k ${primary.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c hot_standby=on`,
      "start",
    ]);
  } catch (err) {
    primary.stop();
    throw err;
  }
  return {
    url: primary.url,
    standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
    stop: () => {
      try {
        runAsOwner(join(bin, "pg_ctl"), ["-D", standbyDir, "-m", "fast", "-w", "stop"]);
      } finally {
        primary.stop();
      }
    },
  };
}
