/**
 * The staff console's navigation (issue 32), in order. One entry per screen: a new screen (the
 * credential verification queue, the reported reviews) adds its entry here and its route to
 * STAFF_CHILD_ROUTES (routes.ts). `labelKey` is a key of the staff namespace (i18n/locales/en-US/staff.json).
 */
export interface StaffNavEntry {
  to: string;
  labelKey: string;
  /** True for the overview (/staff), which is current only on itself, not on every /staff page. */
  end?: boolean;
}

export const STAFF_NAV: StaffNavEntry[] = [
  { to: "/staff", labelKey: "nav.overview", end: true },
  { to: "/staff/verifications", labelKey: "nav.verifications" },
  { to: "/staff/reports", labelKey: "nav.reports" },
  { to: "/staff/users", labelKey: "nav.support" },
  { to: "/staff/audit", labelKey: "nav.audit" },
];

/** The entry of the page at `pathname`: the longest `to` it is under (the overview only on itself). */
export function currentStaffEntry(pathname: string): StaffNavEntry | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return STAFF_NAV.filter((e) => (e.end ? path === e.to : path === e.to || path.startsWith(`${e.to}/`))).sort(
    (a, b) => b.to.length - a.to.length,
  )[0];
}
