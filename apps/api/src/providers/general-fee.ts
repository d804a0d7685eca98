import { sql } from "drizzle-orm";
import type { Tx } from "./search-document.ts";

/**
 * The general fee a provider's card and profile show ('from …'): their lowest paid therapy fee, or 0
 * when every therapy they offer is free (or none has a fee yet). Kept in step with the therapy fees
 * in the transaction that changes them, so a fee set in onboarding or settings shows in search at once
 * (the provider_cards triggers follow booking_fees).
 */
export async function syncGeneralFee(tx: Tx, providerId: string): Promise<void> {
  await tx.execute(sql`
    update booking_fees set general_fee = coalesce(
      (select min(fee) from therapy_fees where provider_id = ${providerId} and not is_free and fee > 0),
      0
    )
    where provider_id = ${providerId}
  `);
}
