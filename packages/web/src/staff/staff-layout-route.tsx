import { displayName } from "@marketplace/domain/accounts";
import { Button } from "@marketplace/ui/button";
import { NavTabs } from "@marketplace/ui/tabs";
import { Text } from "@marketplace/ui/text";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { tStaff as t } from "../i18n/index.ts";
import * as css from "./staff.css.ts";
import { currentStaffEntry, STAFF_NAV } from "./staff-nav.ts";
import { requireStaff } from "./staff-session.server.ts";

/**
 * The console's layout (/staff, issue 32): its own frame, not the marketplace's header and footer.
 * Staff only: everyone else gets the not-found page from requireStaff.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { me } = await requireStaff(request, context);
  return { name: displayName(me) };
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function StaffLayout() {
  const { name } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const tabs = useRef<HTMLDivElement>(null);
  // On a phone the row of tabs scrolls: the current one is brought into view (the page does not move).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what moves the current tab
  useEffect(() => {
    tabs.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <>
      <header className={css.bar}>
        <div className={css.barInner}>
          {/* Link, not NavLink: the tabs below say where the reader is, and NavLink alone would add its
              code to the framework chunk every page of the site loads (\`pnpm bench:web\`). */}
          <Link to="/staff" className={css.brand}>
            {t("brand")}
          </Link>
          <div className={css.account}>
            <Text size="sm" tone="muted">
              {t("signedInAs", { name })}
            </Text>
            <Form method="post" action="/logout">
              <Button type="submit" tone="secondary" size="sm">
                {t("signOut")}
              </Button>
            </Form>
          </div>
          {/* One row of tabs at every width: on a phone the row scrolls sideways inside itself. */}
          <div className={css.nav} ref={tabs}>
            <NavTabs
              label={t("navLabel")}
              items={STAFF_NAV.map((entry) => ({ key: entry.to, label: t(entry.labelKey), href: entry.to }))}
              current={currentStaffEntry(pathname)?.to ?? ""}
            />
          </div>
        </div>
      </header>
      <main id="main" className={css.main}>
        <Outlet />
      </main>
    </>
  );
}
