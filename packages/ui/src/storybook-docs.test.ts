// @vitest-environment node
// (main.ts loads the vanilla-extract Vite plugin, whose esbuild refuses to start under jsdom.)
import { readdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { type ComponentDoc, withCustomConfig } from "react-docgen-typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { docgenOptions } from "../.storybook/docgen.ts";
import main from "../.storybook/main.ts";
import preview from "../.storybook/preview.tsx";

/**
 * Storybook's Docs pages (autodocs): every component has one, and its props table is read with the
 * same react-docgen-typescript options as `storybook build`, so the tables list the components'
 * own props and recipe variants and leave out the HTML attributes.
 */
const componentsDir = fileURLToPath(new URL("./components/", import.meta.url));
const folders = readdirSync(componentsDir);
const storyFiles = folders.flatMap((folder) =>
  readdirSync(`${componentsDir}${folder}`)
    .filter((file) => file.endsWith(".stories.tsx"))
    .map((file) => `${componentsDir}${folder}/${file}`),
);
const componentFiles = folders.flatMap((folder) =>
  readdirSync(`${componentsDir}${folder}`)
    .filter((file) => file.endsWith(".tsx") && !/\.(stories|test)\.tsx$/.test(file))
    .map((file) => `${componentsDir}${folder}/${file}`),
);

let docs: ComponentDoc[] = [];
beforeAll(() => {
  const parser = withCustomConfig(fileURLToPath(new URL("../tsconfig.json", import.meta.url)), docgenOptions);
  docs = parser.parse(componentFiles);
}, 60_000);

const docFor = (name: string) => docs.find((doc) => doc.displayName === name);

describe("Storybook Docs pages", () => {
  it("are generated for every story file, through the docs addon", () => {
    expect(preview.tags).toContain("autodocs");
    expect(main.addons).toContain("@storybook/addon-docs");
    expect(main.typescript?.reactDocgen).toBe("react-docgen-typescript");
    const optedOut = storyFiles.filter((file) => readFileSync(file, "utf8").includes("!autodocs"));
    expect(optedOut).toEqual([]);
  });

  it("have a props table for the component of every story file", () => {
    // Two components may share a name (Drawer and the lazily loaded Drawer of deferred-overlay): the
    // story documents the one in its own folder.
    const undocumented = storyFiles
      .map((file) => ({
        name: /\bcomponent: (\w+)/.exec(readFileSync(file, "utf8"))?.[1] ?? `(no component in ${file})`,
        folder: dirname(file),
      }))
      .filter(({ name, folder }) => {
        const doc =
          docs.find((d) => d.displayName === name && dirname(d.filePath) === folder) ?? docFor(name);
        return Object.keys(doc?.props ?? {}).length === 0;
      })
      .map(({ name }) => name);
    expect(undocumented).toEqual([]);
  });

  it("list own props and recipe variants with their values, not HTML attributes", () => {
    const button = docFor("Button");
    expect(Object.keys(button?.props ?? {})).toEqual(
      expect.arrayContaining(["tone", "size", "fullWidth", "href", "loading", "icon"]),
    );
    const tones = (button?.props.tone?.type.value as Array<{ value: string }> | undefined)?.map(
      (v) => v.value,
    );
    expect(tones?.sort()).toEqual(['"danger"', '"ghost"', '"primary"', '"secondary"']);
    expect(button?.props.loading?.description).toMatch(/spinner/);
    for (const attribute of ["onClick", "className", "type", "disabled", "aria-label"]) {
      expect(button?.props).not.toHaveProperty(attribute);
    }
  });
});
