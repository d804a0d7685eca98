import { z } from "zod";
import { isCleanName, nameCharactersMessage } from "../accounts/account-rules.ts";
import { emailSchema } from "../accounts/account-schemas.ts";
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TOPICS } from "./contact-rules.ts";

/** The contact form (site action and POST /v1/contact validate the same shape). */
export const contactSchema = z.object({
  name: z
    .string({ message: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong)
    .refine(isCleanName, nameCharactersMessage("Name")),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { message: CONTACT_MESSAGES.topicRequired }),
  message: z
    .string({ message: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong),
});

export type ContactInput = z.infer<typeof contactSchema>;
