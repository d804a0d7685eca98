import { Text } from "@marketplace/ui/text";
import type { CrisisWords } from "./document-words.server.ts";
import * as css from "./pages.css.ts";

/** The emergency numbers of this site's country, with tap-to-call links (as on the landing pages). */
export function CrisisNotice({ words, id = "crisis" }: { words: CrisisWords; id?: string }) {
  return (
    <aside className={css.crisis} aria-labelledby={`${id}-title`} data-testid="crisis-notice">
      <h2 className={css.crisisTitle} id={`${id}-title`}>
        {words.title}
      </h2>
      <Text size="sm">{words.text}</Text>
      <ul className={css.phoneList}>
        {words.contacts.map((c) => (
          <li key={c.number}>
            <a className={css.phone} href={`tel:${c.number.replace(/\s+/g, "")}`}>
              {c.label}: {c.number}
            </a>
            <Text size="sm" tone="muted">
              {c.detail}
            </Text>
          </li>
        ))}
      </ul>
      <Text size="sm">{words.elsewhere}</Text>
    </aside>
  );
}
