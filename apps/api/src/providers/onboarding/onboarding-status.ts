import type { OnboardingStatus } from "@marketplace/domain/onboarding";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/index.ts";

/**
 * Which onboarding tasks a provider has done, read from what they saved (one query, no stored
 * progress to drift from the data):
 * - profile: names, photo, headline, bio, a discipline and a language;
 * - preferences: a therapy and a session type (modality);
 * - credentials: a licence file;
 * - fees: every therapy they offer has a fee above 0 or is marked free;
 * - availability: weekly hours with at least one range;
 * - publish: the profile was published.
 * Null when the provider has no profile.
 */
export async function onboardingStatus(db: Db, providerId: string): Promise<OnboardingStatus | null> {
  // Both drivers answer raw SQL with { rows } (PGlite and node-postgres).
  const result = (await db.execute(sql`
    select
      coalesce(u.first_name, '') <> '' and coalesce(u.last_name, '') <> '' and u.photo_url is not null
        and p.headline <> '' and p.bio <> ''
        and exists (select 1 from provider_disciplines d where d.provider_id = p.user_id)
        and exists (select 1 from provider_languages l where l.provider_id = p.user_id) as "profile",
      exists (select 1 from provider_therapies t where t.provider_id = p.user_id)
        and exists (select 1 from provider_modalities m where m.provider_id = p.user_id) as "preferences",
      exists (
        select 1 from qualifications q join qualification_files f on f.qualification_id = q.id
        where q.provider_id = p.user_id and q.type = 'license'
      ) as "credentials",
      exists (select 1 from therapy_fees f where f.provider_id = p.user_id)
        and not exists (
          select 1 from therapy_fees f where f.provider_id = p.user_id and f.fee <= 0 and not f.is_free
        ) as "fees",
      exists (
        select 1 from provider_availability a, jsonb_each(a.weekly_hours) day
        where a.provider_id = p.user_id and jsonb_array_length(day.value) > 0
      ) as "availability",
      p.published_at is not null as "publish"
    from provider_profiles p join users u on u.id = p.user_id
    where p.user_id = ${providerId}
  `)) as unknown as { rows: OnboardingStatus[] };
  return result.rows[0] ?? null;
}
