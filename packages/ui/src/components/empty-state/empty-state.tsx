import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { actions, empty, icon, text, title as titleClass } from "./empty-state.css.ts";

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** An action, e.g. the 'go to services' button, or several (the main one first). */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({ title, description, action, icon: customIcon }: EmptyStateProps) {
  return (
    <div className={empty}>
      <span className={icon} aria-hidden="true">
        {customIcon ?? <Inbox size={24} />}
      </span>
      <p className={titleClass}>{title}</p>
      {description ? <p className={text}>{description}</p> : null}
      {action ? <div className={actions}>{action}</div> : null}
    </div>
  );
}
