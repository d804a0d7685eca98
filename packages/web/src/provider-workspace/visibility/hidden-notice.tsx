import { Banner } from "@marketplace/ui/banner";
import { Link } from "@marketplace/ui/link";

export interface HiddenNoticeWords {
  text: string;
  action: string;
}

/**
 * What a hidden provider sees on their own public profile (nobody else can open it). Its words come
 * from the page's loader, so the public profile does not download the workspace's translations.
 */
export function HiddenProfileNotice({ text, action }: HiddenNoticeWords) {
  return (
    <div data-testid="hidden-notice">
      <Banner tone="warning" action={<Link href="/profile#visibility">{action}</Link>}>
        {text}
      </Banner>
    </div>
  );
}
