import { NO_SHOW_STATEMENT_LIMITS } from "@marketplace/domain/booking";
import { Banner } from "@marketplace/ui/banner";
import { Button } from "@marketplace/ui/button";
import { Text } from "@marketplace/ui/text";
import { TextArea } from "@marketplace/ui/text-area";
import { Form, useNavigation } from "@remix-run/react";
import { tBookingPages as t } from "../../i18n/booking-pages.ts";
import * as css from "./booking-pages.css.ts";
import { moment } from "./booking-text.ts";
import type { SessionRow } from "./booking-view.ts";

/**
 * Where a session's no-show claim stands, for either party (decision 039): the client reads that the
 * fee is held until the provider's deadline, or held for review once disputed; the provider reads the
 * claim and its deadline, and disputes it with a short statement. Nothing when there is no claim.
 */
export function NoShowPanel({
  row,
  viewerRole,
  timeZone,
  error,
}: {
  row: SessionRow;
  viewerRole: "client" | "provider";
  timeZone: string;
  error: string | null;
}) {
  const claim = row.noShowClaim;
  if (!claim || claim.settledAt) return null;
  const number = row.number;
  const until = moment(claim.contestUntil, timeZone);
  const contested = row.status === "no_show_contested";
  if (viewerRole === "client") {
    return contested ? (
      <Banner tone="info" title={t("noShow.clientContestedTitle", { number })}>
        {t("noShow.clientContestedText")}
      </Banner>
    ) : (
      <Banner tone="info" title={t("noShow.clientClaimedTitle", { number })}>
        {t("noShow.clientClaimedText", { time: until })}
      </Banner>
    );
  }
  if (contested) {
    return (
      <Banner tone="info" title={t("noShow.providerContestedTitle", { number })}>
        <Text as="span">{t("noShow.providerContestedText")}</Text>
        {claim.statement ? (
          <Text as="span" tone="muted" size="sm">
            {" "}
            {t("noShow.yourStatement", { statement: claim.statement })}
          </Text>
        ) : null}
      </Banner>
    );
  }
  return (
    <div className={css.form}>
      <Banner tone="warning" title={t("noShow.providerClaimedTitle", { number })}>
        {t("noShow.providerClaimedText", { time: until })}
      </Banner>
      {row.canContestNoShow ? <ContestForm session={row.identifier} error={error} /> : null}
    </div>
  );
}

/** The provider's dispute: a short statement for the staff, posted without JavaScript too. */
function ContestForm({ session, error }: { session: string; error: string | null }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "contest-no-show" &&
    navigation.formData.get("session") === session;
  return (
    <Form method="post" className={css.form}>
      <input type="hidden" name="intent" value="contest-no-show" />
      <input type="hidden" name="session" value={session} />
      <TextArea
        name="statement"
        label={t("noShow.statementLabel")}
        help={t("noShow.statementHelp", NO_SHOW_STATEMENT_LIMITS)}
        minLength={NO_SHOW_STATEMENT_LIMITS.min}
        maxLength={NO_SHOW_STATEMENT_LIMITS.max}
        rows={4}
        required
        {...(error ? { error } : {})}
      />
      <div className={css.actions}>
        <Button type="submit" loading={busy}>
          {t("noShow.contest")}
        </Button>
      </div>
    </Form>
  );
}

/** A settled claim's last word, under the session: the fee went back to the client. */
export function noShowRefundedText(row: SessionRow, viewerRole: "client" | "provider"): string | null {
  if (!row.noShowClaim?.settledAt) return null;
  return viewerRole === "client" ? t("noShow.refundedClient") : t("noShow.refundedProvider");
}

/** When the client may first report that the provider did not attend (the next session's only). */
export function NoShowOpens({ rows, timeZone }: { rows: SessionRow[]; timeZone: string }) {
  const next = rows.find((r) => r.noShowOpensAt);
  if (!next?.noShowOpensAt) return null;
  return (
    <Text size="sm" tone="muted" data-testid="no-show-opens">
      {t("noShow.opensAt", { time: moment(next.noShowOpensAt, timeZone) })}
    </Text>
  );
}
