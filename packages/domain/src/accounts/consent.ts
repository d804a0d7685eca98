import { z } from "zod";
import { CONSENT_MESSAGES } from "../consent/index.ts";

/** The two boxes of the sign-up form (consent/index.ts): both must be ticked (true). */
export const signupConsentSchema = z.object({
  acceptTerms: z.literal(true, { message: CONSENT_MESSAGES.acceptTerms }),
  healthDataConsent: z.literal(true, { message: CONSENT_MESSAGES.healthDataConsent }),
});
