// The production server of the global site: the shared one from packages/web, started with this region.
import { startSite } from "@marketplace/web/server";

await startSite("global", new URL(".", import.meta.url));
