import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inject, vi } from "vitest";
import { type Database, openDatabase } from "../src/db/client.ts";
import type { SeedOptions } from "../src/seed/seed.ts";

/**
 * How old a snapshot may be and still be opened. The seed's slots, bookings and dates are relative to
 * the moment it ran: a snapshot plays a seed made that long before the test file started, so it is
 * kept short (a file's own tests already run minutes after a seed on a loaded machine). Older, the
 * file seeds afresh and leaves its snapshot for the next ones.
 */
export const SNAPSHOT_MAX_AGE_MS = 5 * 60_000;

interface Snapshot {
  /** When the seed ran (its `today`). */
  madeAt: number;
  tarball: string;
  uploads: string;
}

function cacheDir(): string | undefined {
  try {
    return inject("seedCacheDir");
  } catch {
    return undefined;
  }
}

/**
 * The name of the snapshot the seed options give, or undefined when the seed must be made afresh:
 * options a snapshot cannot stand for (a chosen day, folder, mail or logger) or a mocked clock (a
 * fake clock or system time set before seeding — the seed's dates follow it).
 */
export function snapshotKey(seed: Partial<SeedOptions> | false): string | undefined {
  if (seed === false) return "empty";
  const { providers, clients, seed: random, avatars, ...rest } = seed;
  if (Object.keys(rest).length > 0) return undefined;
  if (vi.isFakeTimers() || vi.getMockedSystemTime() !== null) return undefined;
  return `seeded-p${providers ?? ""}-c${clients ?? ""}-s${random ?? ""}-a${avatars ?? ""}`;
}

/**
 * A database opened from this run's snapshot for the key, with the seed's uploads copied into
 * `uploadsDir`; undefined when there is none yet (or it is too old for a seeded one).
 */
export async function openSnapshot(key: string, uploadsDir: string): Promise<Database | undefined> {
  const dir = cacheDir();
  if (!dir) return undefined;
  const metaFile = join(dir, `${key}.json`);
  if (!existsSync(metaFile)) return undefined;
  const snapshot = JSON.parse(readFileSync(metaFile, "utf8")) as Snapshot;
  const age = Date.now() - snapshot.madeAt;
  if (key !== "empty" && (age < 0 || age > SNAPSHOT_MAX_AGE_MS)) return undefined;
  const tarball = new Blob([readFileSync(snapshot.tarball)]);
  cpSync(snapshot.uploads, uploadsDir, { recursive: true });
  return openDatabase({ dataDir: "memory://", loadDataDir: tarball });
}

/**
 * Keeps a just-seeded database (and its uploads) as this run's snapshot for the key. Written under
 * new names, then the metadata renamed into place: a reader sees the old snapshot or the new one.
 */
export async function saveSnapshot(key: string, database: Database, madeAt: Date, uploadsDir: string) {
  const dir = cacheDir();
  if (!dir || !database.dumpDataDir) return;
  const id = `${key}-${madeAt.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
  const tarball = join(dir, `${id}.tar`);
  const uploads = join(dir, `${id}-uploads`);
  writeFileSync(tarball, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  cpSync(uploadsDir, uploads, { recursive: true });
  const snapshot: Snapshot = { madeAt: madeAt.getTime(), tarball, uploads };
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(snapshot));
  renameSync(join(dir, `${id}.json`), join(dir, `${key}.json`));
}
