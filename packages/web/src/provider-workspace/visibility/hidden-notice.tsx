import { Link } from "@marketplace/ui/link";
import { EyeOff } from "lucide-react";
import * as css from "./hidden-notice.css.ts";

export interface HiddenNoticeWords {
  text: string;
  action: string;
}

/**
 * What a hidden provider sees on their own public profile (nobody else can open it). Its words come
 * from the page's loader and it is plain markup, not the Banner, so the public profile's first load
 * carries no more than a paragraph for it.
 */
export function HiddenProfileNotice({ text, action }: HiddenNoticeWords) {
  return (
    <div className={css.notice} data-testid="hidden-notice">
      <EyeOff size={20} aria-hidden="true" />
      <p className={css.text}>
        <strong>{text}</strong>
        <Link href="/profile#visibility">{action}</Link>
      </p>
    </div>
  );
}
