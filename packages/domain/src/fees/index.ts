export * from "./fee-editor.ts";
export * from "./fee-save.ts";
