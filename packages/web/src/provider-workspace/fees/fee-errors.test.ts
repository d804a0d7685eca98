import type { ApiClient } from "@marketplace/api-client";
import { developerWording } from "@marketplace/domain/errors";
import { describe, expect, it, vi } from "vitest";
import { workspaceAction } from "../workspace.server.ts";
import { feeField } from "./fee-form.ts";

const IND = "01J00000000000000000000001";
const CON = "01J00000000000000000000002";

/** The API as the fee save sees it: the provider's saved fees, and a PUT that must not be reached. */
function api() {
  const put = vi.fn(async () => ({ data: { message: "Saved" } }));
  const client = {
    GET: async () => ({
      data: {
        data: {
          therapy: [
            {
              therapyIdentifier: IND,
              name: "Individual Therapy",
              fee: 1_500_000,
              isFree: false,
              canSetTherapyAsFree: false,
            },
            {
              therapyIdentifier: CON,
              name: "Initial Consultation",
              fee: 0,
              isFree: true,
              canSetTherapyAsFree: true,
            },
          ],
        },
      },
    }),
    PUT: put,
  };
  return { client: client as unknown as ApiClient, put };
}

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  f.set("intent", "fees");
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("a refused fee is said beside its therapy, in people's words", () => {
  it("a fee over the top of the price range: under that therapy's field, and nothing is sent", async () => {
    const { client, put } = api();
    const result = await workspaceAction(client, "fees", form([[feeField(IND), "2,000,000"]]));
    expect(put).not.toHaveBeenCalled();
    expect(result).toEqual({
      intent: "fees",
      ok: false,
      message: null,
      fieldErrors: { [feeField(IND)]: "Enter a fee of at most 1,000,000" },
    });
    for (const message of Object.values(result.fieldErrors ?? {})) {
      expect(developerWording(message ?? "")).toBeNull();
    }
  });

  it("an acceptable fee is saved as before", async () => {
    const { client, put } = api();
    await expect(workspaceAction(client, "fees", form([[feeField(IND), "200"]]))).rejects.toBeInstanceOf(
      Response,
    );
    expect(put).toHaveBeenCalledOnce();
  });
});
