import type { CrisisContact } from "./location-types.ts";

/**
 * Emergency numbers by country (ISO 3166-1 alpha-2), checked November 2026 (see location-data.server.ts):
 * the landing pages and the public pages that show a crisis notice read them from here.
 */
export const CRISIS_CONTACTS = {
  NG: [
    { label: "Emergency", number: "112", detail: "Free, from any phone, anywhere in Nigeria" },
    { label: "Lagos State emergency", number: "767", detail: "Free, within Lagos" },
  ],
  GB: [
    { label: "Emergency", number: "999", detail: "If a life is at risk" },
    { label: "NHS urgent help", number: "111", detail: "In England, choose the mental health option" },
    { label: "Samaritans", number: "116 123", detail: "Free, 24 hours a day" },
  ],
} as const satisfies Record<string, readonly CrisisContact[]>;
