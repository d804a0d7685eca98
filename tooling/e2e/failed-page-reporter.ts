import { readFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { TIMELINE_ATTACHMENT } from "./tests/page-timeline.ts";

/** At most this many lines of one page: the end of CI's log is what CI shows. */
const MAX_LINES = 45;

/** Parts the same on every page: their first line says they are there, their insides are left out. */
const COLLAPSED = /^- (banner|contentinfo|navigation|region "Cookies")( \[|:|$)/;
/** The snapshot's element references and cursor marks: noise to a reader of CI's log. */
const MARKS = / \[(ref=\w+|cursor=\w+)\]/g;

/**
 * The page's accessibility snapshot out of Playwright's error context (the ```yaml block of
 * error-context.md): the header, footer, menus and cookie banner as one line each, no link targets,
 * cut to MAX_LINES.
 */
export function pageSnapshot(errorContext: string): string[] {
  const block = /```yaml\n([\s\S]*?)\n```/.exec(errorContext)?.[1];
  if (!block) return [];
  const lines: string[] = [];
  let skipBelow: number | null = null;
  for (const line of block.replace(MARKS, "").split("\n")) {
    const item = line.trimStart();
    const indent = line.length - item.length;
    if (skipBelow !== null && indent > skipBelow) continue;
    skipBelow = null;
    if (item.startsWith("- /url: ")) continue;
    if (COLLAPSED.test(item)) {
      lines.push(`${line.replace(/:$/, "")} […]`);
      skipBelow = indent;
      continue;
    }
    lines.push(line);
  }
  return lines.length > MAX_LINES
    ? [...lines.slice(0, MAX_LINES), `… ${lines.length - MAX_LINES} more lines`]
    : lines;
}

/**
 * Prints what the page showed when an attempt failed, after the list reporter's summary: the
 * snapshot Playwright writes to test-results/error-context.md, which CI throws away with its clone.
 * In CI only a retry records a trace, so for a flaky test's failed attempt (decision 031) this is the
 * one record of the page — an error message, a form's values, or a page still loading. Then the
 * attempt's timeline (tests/page-timeline.ts): the documents and requests that led there.
 */
export default class FailedPageReporter implements Reporter {
  private readonly failed: { title: string; retry: number; lines: string[]; timeline: string[] }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== "failed" && result.status !== "timedOut") return;
    const lines = pageSnapshot(attachmentText(result, "error-context"));
    const timeline = attachmentText(result, TIMELINE_ATTACHMENT).split("\n").filter(Boolean);
    if (lines.length > 0 || timeline.length > 0) {
      const title = test.titlePath().filter(Boolean).join(" › ");
      this.failed.push({ title, retry: result.retry, lines, timeline });
    }
  }

  onEnd() {
    for (const { title, retry, lines, timeline } of this.failed) {
      console.log(`\n── the page when ${title} failed (attempt ${retry + 1}) ──`);
      // No snapshot: there was no document to read, typically one committed whose HTML had not come.
      if (lines.length === 0) console.log("  (no snapshot: the page had no document to read then)");
      for (const line of lines) console.log(`  ${line}`);
      if (timeline.length > 0) {
        console.log("  ── how it got there ──");
        for (const line of timeline) console.log(`  ${line}`);
      }
    }
  }

  printsToStdio() {
    return true;
  }
}

function attachmentText(result: TestResult, name: string): string {
  const attachment = result.attachments.find((a) => a.name === name);
  try {
    return attachment?.path
      ? readFileSync(attachment.path, "utf8")
      : (attachment?.body?.toString("utf8") ?? "");
  } catch {
    // The folder was cleared under us; the list reporter still names the failure.
    return "";
  }
}
