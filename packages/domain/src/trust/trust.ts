/**
 * Issue 32: staff check providers' licences and insurance documents, and moderate reported reviews
 * (docs/decisions/060-verification-and-moderation.md). Shared by the API, the staff console and the
 * provider's screens.
 */

/** A licence or insurance file waits for staff, who approve or reject it. */
export const CHECK_STATUSES = ["pending", "approved", "rejected"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** What a staff member checks: a licence file or an insurance document. */
export const CHECK_KINDS = ["license", "insurance"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** A report waits for staff, who keep or remove the review. */
export const REPORT_STATUSES = ["pending", "kept", "removed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const MODERATION_DECISIONS = ["keep", "remove"] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Not in the spec: a licence's details are single lines (reasons follow the staff console's STAFF_REASON). */
export const TRUST_LIMITS = { licenceNumber: 100, issuer: 200 } as const;

/** A report's reason (the reporter's words, read by staff). */
export const REPORT_REASON = { min: 5, max: 1000 } as const;

/** How many days before a licence expires the provider is asked for a new one. */
export const LICENCE_EXPIRY_NOTICE_DAYS = 30;

export const TRUST_MESSAGES = {
  licenceNumberRequired: "Please enter the licence number",
  issuerRequired: "Please enter who issued the licence",
  expiryRequired: "Please enter the licence's expiry date",
  expiryPast: "The licence has already expired",
  checkNotFound: "Document not found",
  alreadyDecided: "This document has already been checked",
  approved: "Document approved",
  rejected: "Document rejected",
  reportSent: "Thank you. Our team will look at this review.",
  reportReasonShort: `Please tell us why in at least ${REPORT_REASON.min} characters`,
  reportReasonLong: `Please keep the reason under ${REPORT_REASON.max} characters`,
  alreadyReported: "You have already reported this review",
  ownReview: "You cannot report your own review",
  reviewNotFound: "Review not found",
  nothingToModerate: "This review has no open reports",
  kept: "Review kept",
  removed: "Review removed",
} as const;

/** The provider's words for a document's state, on their credentials screen. */
export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = {
  pending: "Waiting for our team to check",
  approved: "Verified",
  rejected: "Not accepted",
};

/** The titles of the notifications a decision sends (no names, numbers or reasons in titles). */
export const TRUST_NOTICES = {
  licenceApproved: "Your licence is verified",
  insuranceApproved: "Your insurance document is verified",
  licenceRejected: "Your licence was not accepted",
  insuranceRejected: "Your insurance document was not accepted",
  licenceExpiring: "Your licence expires soon: please upload a new one",
  reviewRemovedAuthor: "Your review was removed",
  reviewRemovedProvider: "A review of you was removed",
  reviewKept: "A review you reported was kept",
} as const;

/** The staff console's words for the two queues (English only, as the rest of the console). */
export const TRUST_CONSOLE = {
  verifications: {
    nav: "Verifications",
    title: "Credential verification",
    intro:
      "Open each document, check it with the issuing body, and approve it with the licence's details or reject it with a reason the provider will read.",
    tabs: { pending: "Waiting", approved: "Approved", rejected: "Rejected" },
    empty: "Nothing here.",
    kinds: { license: "Licence", insurance: "Insurance document" },
    uploaded: "Uploaded {date}",
    open: "Open file",
    openOf: "Open file {filename}",
    licenceNumber: "Licence number",
    issuer: "Issued by",
    expiresOn: "Expires on",
    approve: "Approve",
    reject: "Reject",
    decidedOn: "Decided {date}",
    reasonHelp: "The provider reads this reason. It is also recorded in the audit log.",
  },
  reports: {
    nav: "Reported reviews",
    title: "Reported reviews",
    intro:
      "Read the review and why it was reported. Keep it, or remove it: a removed review disappears everywhere and the rating is recalculated. The author and the provider are told.",
    empty: "No review waits for a decision.",
    by: "By {name}",
    anonymous: "Seeded review, no author",
    of: "About {name}",
    reports: "Reported {count} times",
    reportedOnce: "Reported once",
    reasons: "Why it was reported",
    keep: "Keep review",
    remove: "Remove review",
    reasonHelp: "Recorded in the audit log and sent to the people told of the decision.",
  },
  reason: "Reason",
} as const;

/** Fills `{name}` placeholders of a console phrase. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
