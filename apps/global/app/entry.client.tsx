// The client entry is shared (the page's data decoded before hydration, decision 068); this app only
// starts it.
import { hydrateDocument } from "@marketplace/web/shell/hydrate-document.tsx";

void hydrateDocument();
