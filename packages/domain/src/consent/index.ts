/**
 * What a person agrees to at sign-up (issue 28): the terms of service and the privacy policy, and
 * explicit consent to the processing of health information (GDPR article 9(2)(a)). Each is recorded
 * with the time and the version agreed to; a version is the date its text was last revised, so a
 * revision is a new version here and nowhere else. Plain values, no zod: the API's database schema
 * reads the kinds (the form's zod schema is signupConsentSchema in accounts).
 */
export const CONSENT_KINDS = ["terms", "privacy", "health-data"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The version of each text in force, by the date it was last revised (the legal pages show it). */
export const POLICY_VERSIONS: Record<ConsentKind, string> = {
  terms: "2026-11-26",
  privacy: "2026-11-26",
  "health-data": "2026-11-29",
};

/** Where each text is read (the privacy policy's health section explains the processing). */
export const POLICY_PATHS = {
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
  "health-data": "/privacy-policy#health",
} as const satisfies Record<ConsentKind, string>;

/** The field error of a box left unticked, in the form and in the API's 400. */
export const CONSENT_MESSAGES = {
  acceptTerms: "Agree to the Terms of Service and the Privacy Policy to create an account",
  healthDataConsent:
    "Consent to the processing of health information to create an account: sessions cannot be arranged without it",
} as const;

/** The consents one sign-up records: every kind, at the version in force. */
export function consentsGiven(): Array<{ kind: ConsentKind; version: string }> {
  return CONSENT_KINDS.map((kind) => ({ kind, version: POLICY_VERSIONS[kind] }));
}
