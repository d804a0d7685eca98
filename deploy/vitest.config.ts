import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // dclint compiles the Compose schema and haproxy -c starts a process: about 2 s alone, several
    // times that on a busy 2-core machine. A time limit is not what these tests check.
    testTimeout: 30_000,
  },
});
