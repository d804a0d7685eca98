export * from "./attachments.ts";
export * from "./message-rules.ts";
