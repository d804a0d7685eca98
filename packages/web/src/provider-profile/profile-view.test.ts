import type { ProviderProfile } from "@marketplace/api-client";
import { describe, expect, it } from "vitest";
import { officeAddress, providerJsonLd, providerName, splitComment, therapyFees } from "./profile-view.ts";

const VIDEO = {
  identifier: "M1",
  name: "Online - Video",
  shortName: "Video",
  isOffline: false,
  imageUrl: null,
};
const IN_PERSON = {
  identifier: "M2",
  name: "In person",
  shortName: "In person",
  isOffline: true,
  imageUrl: null,
};

function profile(overrides: {
  info?: Partial<ProviderProfile["profileInfo"]>;
  modality?: ProviderProfile["preferences"]["modality"];
  fee?: Partial<ProviderProfile["bookingFee"]>;
}): ProviderProfile {
  return {
    profileInfo: {
      identifier: "01JD3Q8Z7X6W5V4T3S2R1Q0P9N",
      title: "Dr.",
      hideProfileTitle: false,
      firstName: "Ada",
      lastName: "Obi",
      photo: null,
      acknowledgeBooking: false,
      offerOfflineSession: false,
      officeAddress: null,
      headline: "Calm, practical support for anxiety",
      bio: "",
      gender: null,
      countryCode: "NG",
      state: null,
      city: null,
      timezone: "Africa/Lagos",
      rating: null,
      reviewCount: 0,
      verified: true,
      appointmentDuration: 50,
      discipline: [{ name: "Psychologist" }],
      languages: [{ identifier: "L1", name: "English" }],
      ...overrides.info,
    },
    preferences: {
      therapy: [
        { identifier: "T1", name: "Individual Therapy", allowInvite: false },
        { identifier: "T2", name: "Initial Consultation", allowInvite: false },
        { identifier: "T3", name: "Couples Therapy", allowInvite: true },
      ],
      modality: overrides.modality ?? [VIDEO],
      specialities: [{ identifier: "C1", name: "Anxiety" }],
    },
    bookingFee: {
      countryCode: "NG",
      currencyCode: "NGN",
      general: { fee: 1_500_000 },
      therapy: [
        { therapyIdentifier: "T2", fee: 0, isFree: true, canSetTherapyAsFree: true },
        { therapyIdentifier: "T3", fee: 2_250_050, isFree: false, canSetTherapyAsFree: false },
      ],
      ...overrides.fee,
    },
    nextAvailableAt: null,
    nextTimeslots: [],
    visibility: "visible",
  };
}

describe("fees per therapy", () => {
  it("uses the therapy's own fee, else the general fee, in minor units ÷ 100, 'Free' for zero", () => {
    expect(therapyFees(profile({}), "en-NG").map((f) => [f.name, f.amount, f.text])).toEqual([
      ["Individual Therapy", 1_500_000, "₦15,000"],
      ["Initial Consultation", 0, "Free"],
      ["Couples Therapy", 2_250_050, "₦22,500.50"],
    ]);
  });

  it("falls back to the country's currency when none is given", () => {
    const fees = therapyFees(profile({ fee: { currencyCode: "", countryCode: "GB" } }), "en-US");
    expect(fees[0]?.text).toBe("£15,000");
  });
});

describe("the office address", () => {
  const address = "12 Admiralty Way, Lekki";
  it("shows for a provider offering offline sessions through an offline modality", () => {
    expect(
      officeAddress(
        profile({
          info: { offerOfflineSession: true, officeAddress: address },
          modality: [VIDEO, IN_PERSON],
        }),
      ),
    ).toBe(address);
  });

  it("stays hidden otherwise", () => {
    expect(
      officeAddress(profile({ info: { offerOfflineSession: false, officeAddress: address } })),
    ).toBeNull();
    expect(
      officeAddress(profile({ info: { offerOfflineSession: true, officeAddress: address } })),
    ).toBeNull();
    expect(
      officeAddress(
        profile({ info: { offerOfflineSession: true, officeAddress: " " }, modality: [IN_PERSON] }),
      ),
    ).toBeNull();
  });
});

describe("the name", () => {
  it("leads with the title unless the provider hides it", () => {
    expect(providerName(profile({}).profileInfo)).toBe("Dr. Ada Obi");
    expect(providerName(profile({ info: { hideProfileTitle: true } }).profileInfo)).toBe("Ada Obi");
  });
});

describe("structured data", () => {
  const url = "https://tranquil.example/provider/01JD3Q8Z7X6W5V4T3S2R1Q0P9N";
  it("describes the provider with the headline, and carries aggregateRating only when rated", () => {
    const unrated = providerJsonLd(profile({}), { url, ratingCount: 0, ratingAverage: null });
    expect(unrated).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "Dr. Ada Obi",
      description: "Calm, practical support for anxiety",
      url,
    });
    expect(unrated).not.toHaveProperty("aggregateRating");
    const rated = providerJsonLd(profile({}), { url, ratingCount: 12, ratingAverage: 4.5 });
    expect(rated).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, ratingCount: 12, bestRating: 5 },
    });
  });

  it("names the office address only when it is shown on the page", () => {
    const offline = profile({
      info: { offerOfflineSession: true, officeAddress: "1 Marina, Lagos" },
      modality: [IN_PERSON],
    });
    expect(providerJsonLd(offline, { url, ratingCount: 0, ratingAverage: null })).toHaveProperty(
      "address",
      "1 Marina, Lagos",
    );
    expect(providerJsonLd(profile({}), { url, ratingCount: 0, ratingAverage: null })).not.toHaveProperty(
      "address",
    );
  });
});

describe("a long review comment", () => {
  it("shows up to 100 characters, cut between words, and keeps the rest for 'Read more'", () => {
    const comment = `${"word ".repeat(30)}end`;
    const { head, rest } = splitComment(comment);
    expect(head.length).toBeLessThanOrEqual(100);
    expect(head.endsWith("word")).toBe(true);
    expect(head + rest).toBe(comment);
  });

  it("cuts at 100 when there is no space late enough, and leaves short comments whole", () => {
    const long = "x".repeat(150);
    expect(splitComment(long)).toEqual({ head: "x".repeat(100), rest: "x".repeat(50) });
    expect(splitComment("Kind and patient.")).toEqual({ head: "Kind and patient.", rest: "" });
  });
});
