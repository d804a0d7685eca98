// The production server of the nigeria site: the shared one from packages/web, started with this region.
import { startSite } from "@marketplace/web/server";

await startSite("nigeria", new URL(".", import.meta.url));
