import { CircleAlert } from "lucide-react";
import * as css from "./booking.css.ts";

/** A field's blocking messages beside it: icon and text, in the danger colour (never colour alone). */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} data-testid={id}>
      {messages.map((message) => (
        <p key={message} className={css.error}>
          <CircleAlert size={16} aria-hidden="true" />
          {message}
        </p>
      ))}
    </div>
  );
}
