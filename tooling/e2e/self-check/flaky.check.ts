import { expect, test } from "@playwright/test";

test("fails on its first attempt and passes on its retry", () => {
  expect(test.info().retry, "the first attempt fails").toBeGreaterThan(0);
});
