// The API suites' setup file (vitest.config.ts, vitest.pg.config.ts): the hashes a test run makes use a
// lower scrypt cost (src/auth/password.ts, docs/decisions/063-ci-cpu.md). Production never runs this.
import { lowerPasswordCostForTests } from "../src/auth/password.ts";

lowerPasswordCostForTests(1024);
