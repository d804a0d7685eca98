import type { ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runScript } from "../../test/child-process.ts";
import { hashPassword, lowerPasswordCostForTests, PASSWORD_COST_N, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    await expect(verifyPassword("correct horse battery staple", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horse battery stable", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("rejects malformed stored values instead of throwing", async () => {
    await expect(verifyPassword("x", "plain-text")).resolves.toBe(false);
  });
});

describe("the cost (docs/decisions/063-ci-cpu.md)", () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    vi.unstubAllEnvs();
  });

  it("is lowered in this suite by its setup file, and a hash at either cost verifies", async () => {
    const hash = await hashPassword("pw");
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    // "probe" hashed at 16384 by the probe script below: the cost travels with the hash.
    const real =
      "scrypt$16384$8$1$2si2yBR4CbtLOIdYo0kT8g==$r3Ly5FXcNfYTx1sKx85nk2G4SKtnhCZ3ka1YXJ0pcO7P56AEkmlud+pstwFn69Bll1ImxC5dbGfBXtmSFPFBGQ==";
    await expect(verifyPassword("probe", real)).resolves.toBe(true);
    await expect(verifyPassword("probf", real)).resolves.toBe(false);
  });

  it("cannot be lowered under NODE_ENV=production, even in a test worker", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(() => lowerPasswordCostForTests(1024)).toThrow(/only inside the API's vitest runs/);
  });

  it("is 16384 in a plain process, as the server runs, which cannot lower it", async () => {
    const probe = runScript("test/password-cost-probe.ts", {}, children);
    expect(await probe.exited).toBe(0);
    const { hash, refused } = JSON.parse(probe.output().trim().split("\n").at(-1) ?? "{}");
    expect(PASSWORD_COST_N).toBe(16384);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(refused).toBe(true);
  });
});
