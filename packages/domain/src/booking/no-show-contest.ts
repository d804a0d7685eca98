import { z } from "zod";

/**
 * A provider's dispute of a client's no-show claim (decision 039): a short statement of what happened,
 * kept for the staff who review it (issue 32). Shown to the provider and staff only.
 */
export const NO_SHOW_STATEMENT_LIMITS = { min: 10, max: 1000 } as const;

export const NO_SHOW_CONTEST_MESSAGES = {
  statementShort: `Tell us what happened in at least ${NO_SHOW_STATEMENT_LIMITS.min} characters`,
  statementLong: `Keep your statement to ${NO_SHOW_STATEMENT_LIMITS.max} characters or fewer`,
} as const;

export const noShowContestSchema = z.object({
  statement: z
    .string({ message: NO_SHOW_CONTEST_MESSAGES.statementShort })
    .trim()
    .min(NO_SHOW_STATEMENT_LIMITS.min, NO_SHOW_CONTEST_MESSAGES.statementShort)
    .max(NO_SHOW_STATEMENT_LIMITS.max, NO_SHOW_CONTEST_MESSAGES.statementLong),
});
export type NoShowContest = z.infer<typeof noShowContestSchema>;
