import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  localPrivateFileStore,
  privateFileKey,
  privateFileResponse,
  safeMediaType,
} from "./private-files.ts";

describe("the private file store", () => {
  const root = mkdtempSync(join(tmpdir(), "private-files-"));
  const store = localPrivateFileStore(root);

  it("stores, reads and removes by key, readable by the owner only (0600)", async () => {
    const key = privateFileKey("credentials", "01JD0000000000000000000000", "pdf");
    expect(key).toMatch(/^credentials\/01JD0000000000000000000000\/[0-9A-Z]{26}\.pdf$/);
    await store.put(key, new Uint8Array([1, 2, 3]));
    expect(statSync(join(root, key)).mode & 0o777).toBe(0o600);
    expect(await store.read(key)).toEqual(new Uint8Array([1, 2, 3]));
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
  });

  it("refuses keys that leave its folder", async () => {
    for (const key of ["../outside.txt", "/etc/passwd", "a/../../b", "", "a\0b"]) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/unsafe private file key/);
    }
  });
});

describe("privateFileResponse", () => {
  it("is an attachment with a safe type, no sniffing, a sandbox and no caching", async () => {
    const res = privateFileResponse({
      bytes: new TextEncoder().encode("a,b"),
      filename: "licence «2026».csv",
      mediaType: "text/csv",
    });
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="licence _2026_.csv"; filename*=UTF-8''licence%20%C2%AB2026%C2%BB.csv`,
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).toBe("a,b");
  });

  it("never serves an unknown or HTML type as such", () => {
    expect(safeMediaType("text/html")).toBe("application/octet-stream");
    expect(safeMediaType("image/svg+xml")).toBe("application/octet-stream");
    expect(safeMediaType("application/pdf")).toBe("application/pdf");
  });
});
