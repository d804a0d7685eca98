import { providerProfileInfoSchema } from "@marketplace/domain/provider";
import { describe, expect, it } from "vitest";
import { profileInfoFromForm } from "./profile-info-form.ts";

const ID = "01JD0000000000000000000000";
const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("profile info form", () => {
  it("reads ticked boxes, repeated choices and the address", () => {
    const body = profileInfoFromForm(
      form([
        ["firstName", "Tolu"],
        ["lastName", "Adeyemi"],
        ["hideProfileTitle", "on"],
        ["languages", ID],
        ["offerOfflineSession", "on"],
        ["addressLine1", "12 Admiralty Way"],
        ["locality", "Lekki"],
        ["administrativeArea", "Lagos"],
      ]),
    );
    expect(body).toMatchObject({
      hideProfileTitle: true,
      languages: [ID],
      disciplines: [],
      offerOfflineSession: true,
    });
    expect(providerProfileInfoSchema.parse(body).officeAddress).toEqual({
      addressLines: ["12 Admiralty Way"],
      locality: "Lekki",
      administrativeArea: "Lagos",
      postalCode: "",
    });
  });

  it("sends no address when none is offered or typed, so the schema asks for one only when needed", () => {
    expect(profileInfoFromForm(form([["firstName", "T"]])).officeAddress).toBeNull();
    const needed = providerProfileInfoSchema.safeParse(
      profileInfoFromForm(
        form([
          ["firstName", "T"],
          ["lastName", "A"],
          ["offerOfflineSession", "on"],
        ]),
      ),
    );
    expect(needed.error?.issues[0]?.path).toEqual(["officeAddress", "addressLines"]);
  });

  it("carries no approval switch: its one home is the booking settings (decision 045)", () => {
    const body = profileInfoFromForm(form([["acknowledgeBooking", "on"]]));
    expect(body).not.toHaveProperty("acknowledgeBooking");
  });

  it("sends the country only where the form asks, and the schema refuses one not on the list", () => {
    expect(profileInfoFromForm(form([["firstName", "T"]]))).not.toHaveProperty("countryCode");
    const base: Array<[string, string]> = [
      ["firstName", "T"],
      ["lastName", "A"],
    ];
    expect(
      providerProfileInfoSchema.parse(profileInfoFromForm(form([...base, ["countryCode", "GB"]])))
        .countryCode,
    ).toBe("GB");
    const refused = providerProfileInfoSchema.safeParse(
      profileInfoFromForm(form([...base, ["countryCode", "FR"]])),
    );
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["countryCode"], "Choose a country from the list"],
    ]);
  });
});
