import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import {
  action as actionClass,
  type BannerVariants,
  banner,
  body,
  icon,
  title as titleClass,
} from "./banner.css.ts";

export interface BannerProps extends BannerVariants {
  /** Optional bold first line. */
  title?: string;
  children: ReactNode;
  /** A button or link under the text ('Try again'). */
  action?: ReactNode;
  /**
   * Announce it when it appears: danger and warning interrupt (role alert), info and success wait
   * (role status). On by default for danger — an error nobody hears is an error a screen reader user
   * never learns of (forms use FormError, which also takes focus) — and off by default for the other
   * tones, whose banners are mostly present when the page loads and need no announcement.
   */
  live?: boolean;
}

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

/** A message with an icon and text (never colour alone), e.g. the 'requires approval' notice. */
export function Banner({ tone = "info", title, children, action, live = tone === "danger" }: BannerProps) {
  const Icon = ICONS[tone];
  const role = live ? (tone === "danger" || tone === "warning" ? "alert" : "status") : undefined;
  return (
    <div className={banner({ tone })} role={role}>
      <span className={icon({ tone })}>
        <Icon size={20} aria-hidden="true" />
      </span>
      <div className={body}>
        {title ? <strong className={titleClass}>{title}</strong> : null}
        <div>{children}</div>
        {action ? <div className={actionClass}>{action}</div> : null}
      </div>
    </div>
  );
}
