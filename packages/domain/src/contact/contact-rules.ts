/**
 * The contact form's rules and answers, apart from zod so a page that only shows them does not
 * download it. The topics are identifiers; their labels are page copy (pages namespace, contact.topics).
 */
export const CONTACT_TOPICS = ["booking", "payment", "account", "provider", "privacy", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = { nameMax: 100, messageMin: 10, messageMax: 5000 } as const;

/** The support mailbox: the contact form's messages go there, and the pages name it. */
export const SUPPORT_EMAIL = "support@tranquil.example";

/** What the API answers once a message is stored and the support mailbox is emailed. */
export const CONTACT_RECEIVED =
  "Thank you, we have received your message. We reply by email within one working day.";

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  nameTooLong: `Your name must be at most ${CONTACT_LIMITS.nameMax} characters`,
  topicRequired: "Please choose what your message is about",
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters so we can help`,
  messageTooLong: `Your message must be at most ${CONTACT_LIMITS.messageMax} characters`,
} as const;

export const isContactTopic = (value: unknown): value is ContactTopic =>
  typeof value === "string" && (CONTACT_TOPICS as readonly string[]).includes(value);
