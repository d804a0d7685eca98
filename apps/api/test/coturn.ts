/** The coturn harness the e2e suite uses too (one copy, pure Node): tooling/e2e/tests/coturn.ts. */
export { type Coturn, hasTurnserver, startCoturn } from "../../../tooling/e2e/tests/coturn.ts";
