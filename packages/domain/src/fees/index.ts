export * from "./fee-editor.ts";
