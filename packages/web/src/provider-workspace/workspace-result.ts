/** What a workspace form's action answers: the message for its banner and any field messages. */
export interface FormResult {
  intent: string;
  ok: boolean;
  message: string | null;
  fieldErrors?: Partial<Record<string, string>>;
}
