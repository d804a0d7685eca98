import type { ProviderSearchResult } from "@marketplace/api-client";
import { formatShortDate, formatTime } from "@marketplace/domain/dates";
import { formatMoney, isFreeFee } from "@marketplace/domain/money";
import { NO_RATINGS_TOOLTIP, NO_REVIEWS, SHOW_LESS } from "@marketplace/domain/reviews";
import { Avatar } from "@marketplace/ui/avatar";
import { Button } from "@marketplace/ui/button";
import { Card } from "@marketplace/ui/card";
import { Chip } from "@marketplace/ui/chip";
import { ChipList } from "@marketplace/ui/chip-list";
import { Tooltip } from "@marketplace/ui/deferred-overlay";
import { Inline } from "@marketplace/ui/layout";
import { Rating } from "@marketplace/ui/rating";
import { Text } from "@marketplace/ui/text";
import { CalendarCheck } from "lucide-react";
import { useViewerTimeZone } from "../dates/index.ts";
import { tCommon as t } from "../i18n/index.ts";
import * as css from "./provider-card.css.ts";
import { providerName } from "./provider-name.ts";
import { VerifiedBadge } from "./verified-badge.tsx";

export interface ProviderCardProps {
  provider: ProviderSearchResult;
  locale: string;
  /** Above-the-fold cards load their photo eagerly. */
  eager?: boolean;
}

export function ProviderCard({ provider, locale, eager }: ProviderCardProps) {
  const name = providerName(provider);
  const concerns = provider.preferences.specialities;
  const modalities = provider.preferences.modality;
  const href = `/provider/${provider.objectID}`;
  // The first open slot from now (the API's nextAvailableAt), read in the viewer's timezone and named.
  const zone = useViewerTimeZone(null);
  return (
    <Card as="article" aria-label={name}>
      <div className={css.top}>
        <Avatar
          src={provider.photo}
          fallback="photo"
          name={name}
          size="lg"
          shape="rounded"
          loading={eager ? "eager" : "lazy"}
        />
        <div className={css.who}>
          <h3 className={css.name}>{name}</h3>
          {provider.verified ? <VerifiedBadge /> : null}
          <Text size="sm" tone="muted">
            {provider.discipline.map((d) => d.name).join(" · ")}
          </Text>
          {provider.rating !== null && provider.reviewCount > 0 ? (
            <Rating
              value={provider.rating}
              label={t("provider.rating", {
                rating: provider.rating.toFixed(1),
                count: provider.reviewCount,
              })}
              countText={t("provider.reviewCount", { count: provider.reviewCount })}
            />
          ) : (
            <Tooltip
              content={NO_RATINGS_TOOLTIP}
              trigger={
                <button type="button" className={css.noRatings}>
                  {NO_REVIEWS}
                </button>
              }
            />
          )}
        </div>
      </div>
      <div className={css.body}>
        <Text size="sm" clamp="two">
          {provider.headline}
        </Text>
        {concerns.length > 0 ? (
          <ChipList
            label={t("provider.concerns")}
            items={concerns.map((c) => ({ key: c.identifier, label: c.name }))}
            moreLabel={(count) => t("provider.more", { count })}
            lessLabel={SHOW_LESS}
          />
        ) : (
          <span className={css.absent}>{t("provider.noConcerns")}</span>
        )}
        {modalities.length > 0 ? (
          <Inline as="ul" gap="2" padding="0" aria-label={t("provider.modalities")}>
            {modalities.map((m) => (
              <li key={m.identifier} className={css.plainItem}>
                <Chip tone="accent">{m.shortName}</Chip>
              </li>
            ))}
          </Inline>
        ) : (
          <span className={css.absent}>{t("provider.noModality")}</span>
        )}
      </div>
      <div className={css.meta}>
        <span className={css.fee}>
          {formatMoney(provider.fee.amount, provider.fee.currency, locale)}
          {isFreeFee(provider.fee.amount) ? null : (
            <span className={css.feeUnit}>{t("provider.perSession")}</span>
          )}
        </span>
        {provider.nextAvailableAt ? (
          <span className={css.next}>
            <CalendarCheck size={16} aria-hidden="true" />
            <time dateTime={provider.nextAvailableAt}>
              {t("provider.nextAvailable", {
                date: formatShortDate(provider.nextAvailableAt, zone),
                time: formatTime(provider.nextAvailableAt, zone),
                zone,
              })}
            </time>
          </span>
        ) : (
          <span className={css.absent}>{t("provider.noAvailability")}</span>
        )}
      </div>
      <div className={css.action}>
        <Button tone="secondary" fullWidth href={href} aria-label={t("provider.viewProfileOf", { name })}>
          {t("provider.viewProfile")}
        </Button>
      </div>
    </Card>
  );
}
