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
      acknowledgeBooking: false,
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
});
