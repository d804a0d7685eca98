import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { therapyFeesSaveSchema } from "../fees/fee-save.ts";
import { providerSearchQuerySchema } from "../filters/search-query.ts";
import { PAYMENT_MESSAGES } from "../ledger/payment-rules.ts";
import { parseErrorLine } from "./error-message.ts";
import { developerWording } from "./people-words.ts";

/**
 * Issue 28, "Errors written for people": no message a form can show names a parameter
 * ('minPrice must not be greater than maxPrice'), a unit of storage ('minor units') or a type.
 */
const root = join(import.meta.dirname, "../../../..");

/** The API's own messages that reach a screen (the rest answer only programs: env, query paging). */
const API_FILES_SHOWN = [
  "apps/api/src/bookings/booking-create.ts",
  "apps/api/src/bookings/booking-action-routes.ts",
  "apps/api/src/bookings/timeslot-routes.ts",
  "apps/api/src/credentials/credential-schemas.ts",
  "apps/api/src/messages/message-schemas.ts",
  "apps/api/src/payments/payment-schemas.ts",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** A schema message or an error the API throws: the literal after `message:`, a check's last argument… */
const MESSAGE =
  /(?:message:\s*|\.(?:int|min|max|length|regex|refine|positive|nonnegative|email|url)\((?:[^,()]|\([^()]*\))*,\s*|ulidSchema\(|ulid\(|badRequest\(|notFound\()("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g;

function messagesIn(path: string): string[] {
  return [...readFileSync(path, "utf8").matchAll(MESSAGE)].map((m) => m[1] ?? "");
}

/** How the message reads to a person: interpolations as a stand-in word, an API 'field: ' prefix dropped. */
function asRead(literal: string): { text: string; problem: string | null } {
  const body = literal.slice(1, -1);
  // `${name} must be…` names whatever parameter it was given: that is how 'minPrice must…' was written.
  if (/^\$\{(name|key|field|param)\}/.test(body)) return { text: body, problem: "a parameter's name" };
  const text = parseErrorLine(body.replace(/\$\{[^}]*\}/g, "1")).message;
  return { text, problem: developerWording(text) };
}

describe("developerWording", () => {
  it("finds the developer's words issue 28 quoted, and passes people's", () => {
    expect(developerWording("Fee must be a whole number of minor units")).toBe("'minor units'");
    expect(developerWording("minPrice must not be greater than maxPrice")).toBe("a camelCase field name");
    expect(developerWording("name must be a string")).toBe("a type name");
    expect(developerWording("Invalid input: expected string, received undefined")).not.toBeNull();
    expect(developerWording("The minimum price must not be more than the maximum price")).toBeNull();
    expect(developerWording("Enter the fee with no more than two decimal places")).toBeNull();
  });
});

describe("messages a form can show are written for people", () => {
  const files = [
    ...sourceFiles(join(root, "packages/domain/src")),
    ...API_FILES_SHOWN.map((f) => join(root, f)),
  ];

  it("finds the messages it checks (the scan is not empty)", () => {
    const found = files.flatMap(messagesIn);
    expect(found.length).toBeGreaterThan(80);
    expect(found).toContain('"The minimum price must not be more than the maximum price"');
  });

  it.each(files.map((f) => [f.slice(root.length + 1), f]))("%s", (_name, path) => {
    const wrong = messagesIn(path)
      .map((literal) => ({ literal, ...asRead(literal) }))
      .filter((m) => m.problem !== null)
      .map((m) => `${m.literal} (${m.problem})`);
    expect(wrong).toEqual([]);
  });

  it("the directory's refusals name the fields as the filter panel does", () => {
    const refused = (query: string) => {
      const result = providerSearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
      expect(result.success).toBe(false);
      return result.error?.issues.map((i) => ({ field: i.path[0], message: i.message })) ?? [];
    };
    expect(refused("minPrice=50&maxPrice=10")).toEqual([
      { field: "minPrice", message: "The minimum price must not be more than the maximum price" },
    ]);
    for (const query of [
      "minPrice=abc",
      "maxPrice=-1",
      "availableFrom=31/02/2026",
      "availableFrom=02/12/2026&availableTo=01/12/2026",
      "isFree=maybe",
      "currency=pounds",
      `search=${"a".repeat(300)}`,
    ]) {
      for (const { message } of refused(query)) expect(developerWording(message), message).toBeNull();
    }
  });

  it("a fee the API refuses is worded for the provider, tied to its row", () => {
    const therapyIdentifier = "01J00000000000000000000000";
    const issues = (fee: unknown) =>
      therapyFeesSaveSchema.safeParse({ therapyFees: [{ therapyIdentifier, fee, isFree: false }] }).error
        ?.issues ?? [];
    for (const fee of [12.5, -1, 1e12, "45"]) {
      const [issue] = issues(fee);
      expect(issue?.path).toEqual(["therapyFees", 0, "fee"]);
      expect(developerWording(issue?.message ?? ""), issue?.message).toBeNull();
    }
    expect(issues(12.5)[0]?.message).toBe("Enter the fee with no more than two decimal places");
  });

  it("payment amounts speak of money as people count it", () => {
    for (const message of Object.values(PAYMENT_MESSAGES)) {
      if (message.startsWith("Idempotency-Key") || message.includes("Idempotency-Key")) continue;
      expect(developerWording(message), message).toBeNull();
    }
  });
});
