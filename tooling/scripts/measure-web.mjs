// `pnpm bench:web`: first-load JavaScript of each site's home page, gzip, from the Remix client
// manifest (entry, root and home route modules with their imports), after `pnpm build`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./pnpm.mjs";

for (const app of ["global", "nigeria"]) {
  const client = join(root, "apps", app, "build/client");
  const manifestFile = readdirSync(join(client, "assets")).find((f) => f.startsWith("manifest-"));
  if (!manifestFile) throw new Error(`no manifest in ${client}; run pnpm build first`);
  const source = readFileSync(join(client, "assets", manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of ["root", "home"]) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(client, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(
    `${app}: home first-load JS ${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(1)} KB raw) in ${files.size} files`,
  );
}
