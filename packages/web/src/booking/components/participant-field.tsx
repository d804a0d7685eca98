import { checkParticipantEmail } from "@marketplace/domain/booking";
import { Button } from "@marketplace/ui/button";
import { TextField } from "@marketplace/ui/text-field";
import { X } from "lucide-react";
import { useState } from "react";
import { tBooking as t } from "../../i18n/index.ts";
import * as css from "./booking.css.ts";
import { FieldError } from "./field-error.tsx";

/**
 * Participant emails, for a therapy that allows invitees: Enter (or the button) adds the typed email
 * after the spec's checks ('Please enter a valid email address', 'This email is already added').
 */
export function ParticipantField({
  participants,
  onAdd,
  onRemove,
  messages,
}: {
  participants: readonly string[];
  onAdd: (email: string) => void;
  onRemove: (email: string) => void;
  messages: readonly string[] | undefined;
}) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const message = checkParticipantEmail(text, participants);
    setProblem(message);
    if (message) return;
    onAdd(text);
    setText("");
  };
  const shown = [...(problem ? [problem] : []), ...(messages ?? [])];
  return (
    <div className={css.fieldset} data-testid="participants">
      <div className={css.emailRow}>
        <TextField
          label={t("participants.label")}
          type="email"
          autoComplete="off"
          value={text}
          aria-invalid={shown.length > 0 ? true : undefined}
          aria-describedby={`participants-help${shown.length > 0 ? " participants-error" : ""}`}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button tone="secondary" onClick={add}>
          {t("participants.add")}
        </Button>
      </div>
      <p id="participants-help" className={css.help}>
        {t("participants.help")}
      </p>
      <div role="alert">
        <FieldError id="participants-error" messages={shown} />
      </div>
      {participants.length > 0 ? (
        <ul className={css.chips} aria-label={t("participants.list")}>
          {participants.map((email) => (
            <li key={email}>
              <button
                type="button"
                className={css.tag}
                aria-label={t("participants.remove", { email })}
                onClick={() => onRemove(email)}
              >
                <span className={css.tagText}>{email}</span>
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
