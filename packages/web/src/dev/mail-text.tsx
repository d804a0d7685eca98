import { Link } from "@marketplace/ui/link";
import { LinkifyIt } from "linkify-it";
import { Fragment } from "react";

const linkify = new LinkifyIt();

/** An email's plain text with its web links clickable (linkify-it finds them); everything else as text. */
export function MailText({ text }: { text: string }) {
  const matches = linkify.match(text) ?? [];
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (!/^https?:/i.test(match.url)) continue;
    parts.push(<Fragment key={`t${at}`}>{text.slice(at, match.index)}</Fragment>);
    parts.push(
      <Link key={`l${match.index}`} href={match.url}>
        {match.text}
      </Link>,
    );
    at = match.lastIndex;
  }
  parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
