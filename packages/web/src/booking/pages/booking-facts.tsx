import { modalityDisplay } from "@marketplace/domain/booking";
import { PLATFORM_COMMISSION_SHARE, providerEarnings } from "@marketplace/domain/ledger";
import { formatMoney } from "@marketplace/domain/money";
import { Avatar } from "@marketplace/ui/avatar";
import { Heading, Text } from "@marketplace/ui/text";
import type { ReactNode } from "react";
import { tBookingPages as t } from "../../i18n/index.ts";
import * as css from "./booking-pages.css.ts";
import { statusText } from "./booking-text.ts";
import { type BookingView, otherParty } from "./booking-view.ts";

/** 'Online - Video' as it is; an in-person modality says so, unless its name already does. */
function inPersonLabel(modality: { name: string; inPerson: boolean }) {
  const label = t("facts.inPerson");
  if (!modality.inPerson || modality.name.trim().toLowerCase() === label.toLowerCase()) return modality.name;
  return `${label} (${modality.name})`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </>
  );
}

/** The other party's photo and name (a heading of the given level), under who they are to the viewer. */
export function Party({ view, level = 2, id }: { view: BookingView; level?: 1 | 2 | 3; id?: string }) {
  const { name, photo } = otherParty(view);
  return (
    <div className={css.party}>
      <Avatar
        name={name}
        src={photo}
        // A provider without a photo gets the default image (spec section 3); a client, their initials.
        fallback={view.viewerRole === "client" ? "photo" : "initials"}
        size="md"
        loading="eager"
      />
      <div className={css.partyName}>
        <Text size="sm" tone="muted">
          {t(view.viewerRole === "client" ? "facts.therapist" : "facts.client")}
        </Text>
        <Heading level={level} size="md" id={id}>
          {name}
        </Heading>
      </div>
    </div>
  );
}

/**
 * Spec section 3's booking view as label and value pairs: therapy, modality (in person with the
 * office address), concerns, the note, session length, fee per session, sessions, total and status;
 * a provider also sees their earnings beside the client's total (EarningsFacts).
 * `owed` keeps it to what is owed (the payment page).
 */
export function BookingFacts({
  view,
  locale,
  owed = false,
}: {
  view: BookingView;
  locale: string;
  owed?: boolean;
}) {
  const money = (minor: number) => formatMoney(minor, view.currency, locale);
  const modality = modalityDisplay(view.modality.name, view.provider.officeAddress);
  return (
    <dl className={css.facts}>
      {owed ? null : (
        <>
          <Fact label={t("facts.therapy")}>{view.therapyCategory.name}</Fact>
          <Fact label={t("facts.modality")}>{inPersonLabel(modality)}</Fact>
          {modality.officeAddress ? (
            <Fact label={t("facts.officeAddress")}>
              <address className={css.address}>{modality.officeAddress}</address>
            </Fact>
          ) : null}
          <Fact label={t("facts.concerns")}>
            {view.concerns.length > 0 ? view.concerns.map((c) => c.name).join(", ") : t("facts.noConcerns")}
          </Fact>
          {view.note ? <Fact label={t("facts.note")}>{view.note}</Fact> : null}
          <Fact label={t("facts.duration")}>{t("facts.minutes", { count: view.appointmentDuration })}</Fact>
        </>
      )}
      <Fact label={t("facts.fee")}>{money(view.bookingFee)}</Fact>
      <Fact label={t("facts.sessions")}>{view.totalSessions}</Fact>
      <Fact label={t(view.viewerRole === "provider" && !owed ? "facts.clientTotal" : "facts.total")}>
        <span className={css.total} data-testid="booking-total">
          {money(view.totalBookingFee)}
        </span>
      </Fact>
      {owed || view.viewerRole !== "provider" ? null : <EarningsFacts view={view} locale={locale} />}
      {owed ? null : (
        <Fact label={t("facts.status")}>
          <span data-testid="booking-status">{statusText(view.status)}</span>
        </Fact>
      )}
    </dl>
  );
}

/**
 * A provider's side of the client's total (issue 28): the platform's commission and the provider's
 * share of each session's fee, and of all the sessions booked, by the ledger's rule (providerEarnings).
 */
function EarningsFacts({ view, locale }: { view: BookingView; locale: string }) {
  const money = (minor: number) => formatMoney(minor, view.currency, locale);
  const earnings = providerEarnings(view.bookingFee, view.totalSessions);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
    PLATFORM_COMMISSION_SHARE,
  );
  return (
    <>
      <Fact label={t("facts.commission", { percent })}>
        <span data-testid="booking-commission">{money(earnings.commission)}</span>
      </Fact>
      <Fact label={t("facts.share")}>
        <span data-testid="booking-share">{money(earnings.share)}</span>
      </Fact>
      {view.totalSessions > 1 ? (
        <Fact label={t("facts.totalShare", { count: view.totalSessions })}>
          <span className={css.total} data-testid="booking-total-share">
            {money(earnings.totalShare)}
          </span>
        </Fact>
      ) : null}
    </>
  );
}
