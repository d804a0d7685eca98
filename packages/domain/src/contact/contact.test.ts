import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactSchema, isContactTopic } from "./index.ts";

const valid = {
  name: " Ada Obi ",
  email: "Ada@Example.com",
  topic: "booking",
  message: "I cannot find my booking.",
};
const messagesOf = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("contactSchema", () => {
  it("accepts a complete message, trimmed, with the email lower-cased", () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      topic: "booking",
      message: "I cannot find my booking.",
    });
  });

  it("names each missing field precisely", () => {
    expect(messagesOf({})).toEqual([
      `name: ${CONTACT_MESSAGES.nameRequired}`,
      "email: Email is required",
      `topic: ${CONTACT_MESSAGES.topicRequired}`,
      `message: ${CONTACT_MESSAGES.messageTooShort}`,
    ]);
  });

  it("refuses blank names, unknown topics, bad emails and short or long messages", () => {
    expect(messagesOf({ ...valid, name: "   " })).toEqual([`name: ${CONTACT_MESSAGES.nameRequired}`]);
    expect(messagesOf({ ...valid, name: "a".repeat(CONTACT_LIMITS.nameMax + 1) })).toEqual([
      `name: ${CONTACT_MESSAGES.nameTooLong}`,
    ]);
    expect(messagesOf({ ...valid, topic: "sales" })).toEqual([`topic: ${CONTACT_MESSAGES.topicRequired}`]);
    expect(messagesOf({ ...valid, email: "nope" })).toEqual(["email: Please enter a valid email address"]);
    expect(messagesOf({ ...valid, message: "  help   " })).toEqual([
      `message: ${CONTACT_MESSAGES.messageTooShort}`,
    ]);
    expect(messagesOf({ ...valid, message: "a".repeat(CONTACT_LIMITS.messageMax + 1) })).toEqual([
      `message: ${CONTACT_MESSAGES.messageTooLong}`,
    ]);
  });

  it("knows its topics", () => {
    expect(isContactTopic("privacy")).toBe(true);
    expect(isContactTopic("sales")).toBe(false);
    expect(isContactTopic(3)).toBe(false);
  });
});
