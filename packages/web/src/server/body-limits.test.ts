import { CREDENTIAL_FILE_MAX_BYTES } from "@marketplace/domain/credentials";
import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  CREDENTIAL_BODY_LIMIT,
  FORM_BODY_LIMIT,
  MESSAGE_BODY_LIMIT,
  PHOTO_BODY_LIMIT,
} from "./body-limits.ts";

describe("bodyLimitFor", () => {
  it("gives the credentials screen a document's limit, with or without Remix's .data suffix", () => {
    expect(CREDENTIAL_BODY_LIMIT).toBeGreaterThan(CREDENTIAL_FILE_MAX_BYTES);
    expect(bodyLimitFor("/credentials")).toBe(CREDENTIAL_BODY_LIMIT);
    expect(bodyLimitFor("/credentials.data?index")).toBe(CREDENTIAL_BODY_LIMIT);
    expect(bodyLimitFor("/profile")).toBe(PHOTO_BODY_LIMIT);
    expect(bodyLimitFor("/credentials/files/01J")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("/overview")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("/messages/01JD0000000000000000000000.data")).toBe(MESSAGE_BODY_LIMIT);
    expect(bodyLimitFor("/messages/stream")).toBe(FORM_BODY_LIMIT);
  });
});
