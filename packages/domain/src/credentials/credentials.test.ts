import { describe, expect, it } from "vitest";
import {
  CREDENTIAL_FILE_ACCEPT,
  CREDENTIAL_FILE_MAX_BYTES,
  CREDENTIAL_MESSAGES,
  CREDENTIAL_TYPES,
  checkCredentialFile,
  formatFileSize,
  isCredentialType,
  isEmptyCredentialSave,
  isRequiredCredential,
} from "./credentials.ts";

describe("credential types", () => {
  it("are the spec's five, license required and the rest optional", () => {
    expect(CREDENTIAL_TYPES).toEqual(["license", "association", "education", "certification", "conduct"]);
    expect(CREDENTIAL_TYPES.filter(isRequiredCredential)).toEqual(["license"]);
    expect(isCredentialType("license")).toBe(true);
    expect(isCredentialType("insurance")).toBe(false);
    expect(isCredentialType(3)).toBe(false);
  });
});

describe("credential file pre-checks", () => {
  it("accepts the spec's eight extensions, in any case", () => {
    for (const name of ["a.csv", "a.xlsx", "a.doc", "a.docx", "a.PDF", "a.jpg", "a.jpeg", "a.png"]) {
      expect(checkCredentialFile({ name, size: 10 })).toBeNull();
    }
    expect(CREDENTIAL_FILE_ACCEPT).toBe(".csv,.xlsx,.doc,.docx,.pdf,.jpg,.jpeg,.png");
  });

  it("refuses other names, empty files and files over 10 MB", () => {
    for (const name of ["a.html", "a.exe", "a.pdf.html", "pdf", "a.webp"]) {
      expect(checkCredentialFile({ name, size: 10 })).toBe(CREDENTIAL_MESSAGES.invalidType);
    }
    expect(checkCredentialFile({ name: "a.pdf", size: 0 })).toBe(CREDENTIAL_MESSAGES.empty);
    expect(checkCredentialFile({ name: "a.pdf", size: CREDENTIAL_FILE_MAX_BYTES })).toBeNull();
    expect(checkCredentialFile({ name: "a.pdf", size: CREDENTIAL_FILE_MAX_BYTES + 1 })).toBe(
      CREDENTIAL_MESSAGES.tooLarge,
    );
  });

  it("formats sizes for the file rows", () => {
    expect(formatFileSize(820)).toBe("820 B");
    expect(formatFileSize(14 * 1024 + 100)).toBe("14 KB");
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe("2.4 MB");
  });
});

describe("an empty credential save", () => {
  const blank = { title: "", body: " ", credentialNumber: "" };
  it("is one with every detail blank and no file", () => {
    expect(isEmptyCredentialSave(blank, null)).toBe(true);
    expect(isEmptyCredentialSave({ ...blank, credentialNumber: "LC-1" }, null)).toBe(false);
    expect(isEmptyCredentialSave(blank, { name: "a.pdf", size: 1 })).toBe(false);
  });
  it("is refused with words a person reads, and a file over 10 MB with the spec's", () => {
    expect(CREDENTIAL_MESSAGES.nothingToSave).toBe("Add a file or fill in at least one detail before saving");
    expect(CREDENTIAL_MESSAGES.tooLarge).toBe("File size should not exceed 10MB");
  });
});
