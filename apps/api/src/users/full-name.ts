import { ACCOUNT_DELETED, displayName } from "@marketplace/domain/accounts";

/** A name others see: the account's name, or the domain's 'Account Deleted' once it is gone (spec 3). */
export const fullName = (u: { firstName: string | null; lastName: string | null; deletedAt: Date | null }) =>
  u.deletedAt ? ACCOUNT_DELETED : displayName(u);
