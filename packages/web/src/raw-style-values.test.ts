// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixture is the source text of a css.ts, placeholders and all
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { rawStyleValues } from "./raw-style-values.ts";

const src = fileURLToPath(new URL(".", import.meta.url));
const styleFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".css.ts"))
  .map((file) => join(src, file));

describe("the screens' styles (decision 037)", () => {
  it("take every colour and every margin, padding and gap from the ui theme", () => {
    expect(styleFiles.length).toBeGreaterThan(20);
    const raw = styleFiles.flatMap((file) =>
      rawStyleValues(readFileSync(file, "utf8")).map(
        ({ line, kind, text }) => `${relative(src, file)}:${line} raw ${kind}: ${text}`,
      ),
    );
    expect(raw).toEqual([]);
  });

  it("the check finds raw colours and spacing, and lets theme values and sizes through", () => {
    const source = [
      'export const a = style({ color: "#fff", background: "rgba(0, 0, 0, 0.5)" });',
      'export const b = style({ marginTop: "2px", padding: `${vars.space["2"]} 1rem`, gap: 4 });',
      'export const c = style({ paddingInline: "1.5em", top: "-1px" });',
      'export const d = style({ gap: vars.space["3"], margin: 0, padding: `0 ${vars.space["4"]}` });',
      'export const e = style({ width: "20px", maxWidth: "40rem", top: "100%", minHeight: 44 });',
      "export const f = style({ background: `color-mix(in srgb, ${vars.color.page} 92%, transparent)` });",
    ].join("\n");
    expect(rawStyleValues(source).map(({ line, kind }) => `${line} ${kind}`)).toEqual([
      "1 colour",
      "1 colour",
      "2 spacing",
      "2 spacing",
      "2 spacing",
      "3 spacing",
      "3 spacing",
    ]);
  });
});
