import { describe, expect, it } from "vitest";
import { checkAttachment } from "./attachments.ts";
import {
  canDelete,
  canEdit,
  canSend,
  displayText,
  filterMessages,
  groupByDate,
  type Message,
  messageDisplay,
  messageMenu,
  textareaHeight,
} from "./message-rules.ts";

const MB = 1024 * 1024;
const msg = (over: Partial<Message>): Message => ({
  identifier: "m1",
  fromIdentifier: "me",
  message: "Hello",
  attachments: [],
  isEdited: false,
  time: "2026-11-20T10:00:00Z",
  ...over,
});

describe("attachments", () => {
  it("accepts images under the photo option and pdf, doc, docx, txt under the document option", () => {
    expect(checkAttachment({ name: "a.jpg", type: "image/jpeg", size: MB }, "photo")).toBeNull();
    for (const ext of ["pdf", "doc", "docx", "txt"]) {
      expect(checkAttachment({ name: `notes.${ext}`, type: "", size: MB }, "document")).toBeNull();
    }
  });
  it("refuses with the spec's messages", () => {
    expect(checkAttachment({ name: "a.pdf", type: "application/pdf", size: 10 * MB + 1 }, "document")).toBe(
      "File must not be more than 10MB",
    );
    expect(checkAttachment({ name: "a.webp", type: "image/webp", size: 1 }, "photo")).toBe(
      "WebP and SVG images are not supported",
    );
    expect(checkAttachment({ name: "logo.svg", type: "image/svg+xml", size: 1 }, "document")).toBe(
      "WebP and SVG images are not supported",
    );
    expect(checkAttachment({ name: "a.pdf", type: "application/pdf", size: 1 }, "photo")).toBe(
      "Only images can be uploaded",
    );
    expect(checkAttachment({ name: "a.png", type: "image/png", size: 1 }, "document")).toBe(
      "Only documents can be uploaded",
    );
    expect(checkAttachment({ name: "a.zip", type: "application/zip", size: 1 }, "document")).toBe(
      "Only documents can be uploaded",
    );
  });
});

describe("text", () => {
  it("does not send empty or whitespace-only text", () => {
    expect(canSend("")).toBe(false);
    expect(canSend("  \n\t ")).toBe(false);
    expect(canSend(" hi ")).toBe(true);
  });
  it("trims trailing blank lines on display, keeping inner ones", () => {
    expect(displayText("Hello\n\nthere\n\n  \n")).toBe("Hello\n\nthere");
  });
  it("grows the text area between 30 and 75 px", () => {
    expect(textareaHeight(10)).toBe(30);
    expect(textareaHeight(52.2)).toBe(53);
    expect(textareaHeight(200)).toBe(75);
  });
});

describe("ownership and display", () => {
  it("lets only the sender edit (text only) or delete", () => {
    expect(canEdit(msg({}), "me")).toBe(true);
    expect(canEdit(msg({}), "you")).toBe(false);
    expect(canEdit(msg({ message: "" }), "me")).toBe(false);
    expect(canEdit(msg({ message: null }), "me")).toBe(false);
    expect(canDelete(msg({}), "me")).toBe(true);
    expect(canDelete(msg({}), "you")).toBe(false);
    expect(canDelete(msg({ message: null }), "me")).toBe(false);
    expect(messageMenu(msg({ message: "" }), "me")).toEqual(["delete"]);
    expect(messageMenu(msg({}), "me")).toEqual(["edit", "delete"]);
    expect(messageMenu(msg({}), "you")).toEqual([]);
  });
  it("shows 'Message deleted' and 'Edited'", () => {
    expect(messageDisplay(msg({ message: null }))).toEqual({ kind: "deleted", text: "Message deleted" });
    expect(messageDisplay(msg({ message: "Hi\n\n", isEdited: true }))).toEqual({
      kind: "text",
      text: "Hi",
      edited: true,
    });
  });
});

describe("grouping and search", () => {
  const list = [
    msg({ identifier: "b", time: "2026-11-21T23:30:00Z", message: "Late" }),
    msg({ identifier: "a", time: "2026-11-21T08:00:00Z", message: "Morning" }),
    msg({ identifier: "c", time: "2026-11-22T09:00:00Z", message: null }),
  ];
  it("groups by date key in the viewer's timezone", () => {
    expect(groupByDate(list).map((g) => [g.date, g.messages.map((m) => m.identifier)])).toEqual([
      ["2026-11-21", ["a", "b"]],
      ["2026-11-22", ["c"]],
    ]);
    expect(groupByDate(list, "Africa/Lagos").map((g) => g.date)).toEqual(["2026-11-21", "2026-11-22"]);
    expect(groupByDate(list, "Africa/Lagos")[1]?.messages.map((m) => m.identifier)).toEqual(["b", "c"]);
  });
  it("filters by text case-insensitively", () => {
    expect(filterMessages(list, "LATE").map((m) => m.identifier)).toEqual(["b"]);
    expect(filterMessages(list, " ")).toHaveLength(3);
  });
});
