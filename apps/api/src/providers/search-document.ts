import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/index.ts";
import { providerProfiles } from "../db/index.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Rewrites the provider's full-text document from what they show: title, names, headline, place,
 * disciplines, concerns and therapies (the seed's recipe). The profile UPDATE it makes also fires the
 * card trigger, so the search card is rebuilt from the same transaction's data.
 */
export async function rebuildSearchDocument(tx: Tx, providerId: string): Promise<void> {
  const names = (table: string, column: string, catalogue: string) =>
    sql`(select string_agg(x.name, ' ' order by x.name) from ${sql.raw(table)} l join ${sql.raw(catalogue)} x on x.id = l.${sql.raw(column)} where l.provider_id = ${providerId})`;
  await tx
    .update(providerProfiles)
    .set({
      searchDocument: sql`concat_ws(' ',
        ${providerProfiles.title},
        (select first_name from users where id = ${providerId}),
        (select last_name from users where id = ${providerId}),
        ${providerProfiles.headline}, ${providerProfiles.city}, ${providerProfiles.state},
        ${names("provider_disciplines", "discipline_id", "disciplines")},
        ${names("provider_concerns", "concern_id", "concerns")},
        ${names("provider_therapies", "therapy_id", "therapies")})`,
      updatedAt: new Date(),
    })
    .where(eq(providerProfiles.userId, providerId));
}
