import type { ErrorMessageProps } from "./error-message.tsx";
import { hydrateLater } from "./hydrate-later.tsx";
import { PageLayout } from "./layouts.tsx";

/**
 * The message holds nothing but text and links, which work before its code arrives, and every page's
 * root carries this component (its error boundary) though few pages show it: its code loads only when
 * it renders (hydrate-later.tsx; decision 033).
 */
const ErrorMessage = hydrateLater<ErrorMessageProps>(() =>
  import("./error-message.tsx").then((m) => m.ErrorMessage),
);

/**
 * The 404 and error pages: the product's header and footer, a calm message and a way on. A route
 * may say what exactly was not found (`title`, `text`: 'Provider not found').
 */
export function ErrorPage({ kind, title, text }: ErrorMessageProps) {
  return (
    <PageLayout>
      <ErrorMessage kind={kind} title={title} text={text} />
    </PageLayout>
  );
}
