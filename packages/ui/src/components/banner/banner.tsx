import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { type BannerVariants, banner } from "./banner.css.ts";

export interface BannerProps extends BannerVariants {
  children: ReactNode;
}

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

/** A message with an icon and text (never colour alone); danger and warning are announced. */
export function Banner({ tone = "info", children }: BannerProps) {
  const Icon = ICONS[tone];
  return (
    <div className={banner({ tone })} role={tone === "danger" || tone === "warning" ? "alert" : "status"}>
      <Icon size={20} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
