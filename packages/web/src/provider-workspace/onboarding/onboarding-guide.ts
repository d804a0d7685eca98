import { type Driver, type DriveStep, driver } from "driver.js";
import { tOnboarding as t } from "../../i18n/index.ts";

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

/**
 * Starts the guided tour (driver.js: positioning, focus and the overlay are the library's) unless this
 * provider has seen it. Returns the running tour, or null when it was seen.
 */
export function startOnboardingGuide(
  subject: GuideSubject,
  storage: GuideStorage = localStorage,
): Driver | null {
  const key = guideKey(subject.identifier);
  if (storage.getItem(key)) return null;
  const tour = driver({
    showProgress: true,
    progressText: t("guide.progress", { current: "{{current}}", total: "{{total}}" }),
    nextBtnText: t("guide.next"),
    prevBtnText: t("guide.previous"),
    doneBtnText: t("guide.finish"),
    steps: guideSteps(subject),
  });
  storage.setItem(key, "seen");
  tour.drive();
  return tour;
}
