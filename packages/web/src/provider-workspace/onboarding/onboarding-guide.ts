import { type Driver, type DriveStep, driver } from "driver.js";
import { tOnboarding as t } from "../../i18n/index.ts";
import * as css from "./onboarding-guide.css.ts";

/** Who the guide is for (spec: sent the profile identifier and names). */
export interface GuideSubject {
  identifier: string;
  firstName: string;
  lastName: string;
}

/** The guide shows once per provider and browser: once started it counts as seen, finished or not. */
export const guideKey = (identifier: string) => `tranquil:onboarding-guide:${identifier}`;

type GuideStorage = Pick<Storage, "getItem" | "setItem">;

/** The tour's stops, each on an element of the onboarding page marked `data-guide`; absent ones are skipped. */
export function guideSteps(subject: GuideSubject, root: ParentNode = document): DriveStep[] {
  const name = [subject.firstName, subject.lastName].filter(Boolean).join(" ");
  const stops: Array<{ guide: string | null; title: string; text: string }> = [
    { guide: null, title: t("guide.welcomeTitle", { name }), text: t("guide.welcomeText") },
    { guide: "steps", title: t("guide.stepsTitle"), text: t("guide.stepsText") },
    { guide: "panel", title: t("guide.panelTitle"), text: t("guide.panelText") },
    { guide: "sidebar", title: t("guide.sidebarTitle"), text: t("guide.sidebarText") },
  ];
  return stops.flatMap(({ guide, title, text }) => {
    if (guide === null) return [{ popover: { title, description: text } }];
    const element = root.querySelector<HTMLElement>(`[data-guide="${guide}"]`);
    // A hidden element (the side bar on a phone) has no box to point at.
    if (!element || element.getClientRects().length === 0) return [];
    return [{ element, popover: { title, description: text } }];
  });
}

/** A dialog of the page (the photo's crop dialog, a menu sheet): never the tour's own popover. */
const PAGE_DIALOG = "[role='dialog']:not(.driver-popover), [role='alertdialog']";
export const dialogOpen = (root: ParentNode = document) => root.querySelector(PAGE_DIALOG) !== null;

/** Resolves once no dialog of the page is open (at once when none is). */
export function whenNoDialog(doc: Document = document): Promise<void> {
  if (!dialogOpen(doc)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (dialogOpen(doc)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["role"],
    });
  });
}

/**
 * The tour never lies over a dialog: while it runs, a dialog opening puts it away, and it comes back
 * at the same stop once the dialog has closed. (driver.js makes everything but its popover inert: over
 * the crop dialog it blocked 'Save Photo'.)
 */
function stepAsideForDialogs(tour: Driver, doc: Document) {
  const observer = new MutationObserver(() => {
    if (!tour.isActive()) return observer.disconnect();
    if (!dialogOpen(doc)) return;
    const stop = tour.getActiveIndex() ?? 0;
    observer.disconnect();
    tour.destroy();
    void whenNoDialog(doc).then(() => {
      tour.drive(stop);
      stepAsideForDialogs(tour, doc);
    });
  });
  observer.observe(doc.body, { childList: true, subtree: true });
}

/**
 * Starts the guided tour (driver.js: positioning, focus and the overlay are the library's; the look is
 * the design system's, onboarding-guide.css.ts) unless this provider has seen it. It waits until no
 * dialog is open, so it never starts over one. Resolves to the running tour, or null when it was seen.
 */
export async function startOnboardingGuide(
  subject: GuideSubject,
  storage: GuideStorage = localStorage,
  doc: Document = document,
): Promise<Driver | null> {
  const key = guideKey(subject.identifier);
  if (storage.getItem(key)) return null;
  await whenNoDialog(doc);
  if (storage.getItem(key)) return null;
  const tour = driver({
    showProgress: true,
    progressText: t("guide.progress", { current: "{{current}}", total: "{{total}}" }),
    nextBtnText: t("guide.next"),
    prevBtnText: t("guide.previous"),
    doneBtnText: t("guide.finish"),
    popoverClass: css.popover,
    steps: guideSteps(subject, doc),
  });
  storage.setItem(key, "seen");
  tour.drive();
  stepAsideForDialogs(tour, doc);
  return tour;
}
