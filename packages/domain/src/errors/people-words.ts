/**
 * Issue 28, "Errors written for people": a message a screen shows names things as the screen does.
 * This says what gives a message away as written for developers (a camelCase parameter name, 'minor
 * units', a type name from a schema library), so tests can refuse it before it reaches a form.
 */

const DEVELOPER_SIGNS: ReadonlyArray<[RegExp, string]> = [
  [/\b[a-z]+[A-Z][A-Za-z0-9]*\b/, "a camelCase field name"],
  [/\bminor units?\b/i, "'minor units'"],
  [/\bmust be a (string|boolean|number|object|array)\b/i, "a type name"],
  [
    /\b(expected|received) (a |an )?(string|number|boolean|object|array|undefined|null|nan)\b/i,
    "a type name",
  ],
  [/\bInvalid input\b|\bToo (small|big):/, "a schema library's default message"],
  [/\b(ulid|uuid|regex|undefined|null|NaN)\b/i, "a programming word"],
  [/^[a-z]/, "a message starting with a field name or in lower case"],
];

/** Why the message reads as written for developers, or null when it reads as written for people. */
export function developerWording(message: string): string | null {
  for (const [sign, why] of DEVELOPER_SIGNS) {
    if (sign.test(message.trim())) return why;
  }
  return null;
}
