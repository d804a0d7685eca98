import { VERIFIED_LABEL } from "@marketplace/domain/trust";
import { Chip } from "@marketplace/ui/chip";
import { ShieldCheck } from "lucide-react";
import * as css from "./verified-badge.css.ts";

/**
 * Issue 32: staff checked the provider's licence and it has not expired (the API's `verified`). On
 * the directory card and the profile, beside the name.
 */
export function VerifiedBadge() {
  return (
    <Chip tone="accent" data-testid="verified-badge">
      <ShieldCheck size={14} aria-hidden="true" className={css.icon} />
      {VERIFIED_LABEL}
    </Chip>
  );
}
