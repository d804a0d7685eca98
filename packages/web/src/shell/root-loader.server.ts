import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadRootData } from "./root-data.server.ts";

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadRootData(request, context);
}
