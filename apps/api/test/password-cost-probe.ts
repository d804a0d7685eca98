// Run by password.test.ts as a plain process (no VITEST in its environment), as the server runs: prints
// the hash it makes and whether lowering the cost was refused.
import { hashPassword, lowerPasswordCostForTests } from "../src/auth/password.ts";

let refused = false;
try {
  lowerPasswordCostForTests(1024);
} catch {
  refused = true;
}
console.log(JSON.stringify({ hash: await hashPassword("probe"), refused }));
