import { describe, expect, it } from "vitest";
import {
  canPublish,
  missingTasks,
  nextStep,
  type OnboardingStatus,
  parseStep,
  previousStep,
  progress,
  resumeStep,
} from "./onboarding-steps.ts";

const none: OnboardingStatus = {
  profile: false,
  preferences: false,
  credentials: false,
  fees: false,
  availability: false,
  publish: false,
};
const all: OnboardingStatus = {
  ...none,
  profile: true,
  preferences: true,
  credentials: true,
  fees: true,
  availability: true,
};

describe("onboarding steps", () => {
  it("'three' comes before the fee step and 'four' after it (spec section 2)", () => {
    expect(nextStep("three")).toBe("fee");
    expect(nextStep("fee")).toBe("four");
    expect(previousStep("fee")).toBe("three");
    expect(previousStep("four")).toBe("fee");
    expect(previousStep("one")).toBeNull();
    expect(nextStep("five")).toBeNull();
  });

  it("reads only the known step names from the query", () => {
    expect(parseStep("two")).toBe("two");
    expect(parseStep("fee")).toBe("fee");
    expect(parseStep("six")).toBeNull();
    expect(parseStep("")).toBeNull();
    expect(parseStep(null)).toBeNull();
  });

  it("resumes at the first unfinished step", () => {
    expect(resumeStep(none)).toBe("one");
    expect(resumeStep({ ...none, profile: true })).toBe("two");
    expect(resumeStep({ ...none, profile: true, preferences: true, credentials: true })).toBe("fee");
    expect(resumeStep({ ...all, availability: false })).toBe("four");
    // Skipped ahead: the earliest gap still comes first.
    expect(resumeStep({ ...all, preferences: false })).toBe("two");
  });

  it("ends at publishing, then no step", () => {
    expect(resumeStep(all)).toBe("five");
    expect(resumeStep({ ...all, publish: true })).toBeNull();
  });

  it("publishing needs every other task", () => {
    expect(canPublish(none)).toBe(false);
    expect(missingTasks({ ...all, fees: false })).toEqual(["fees"]);
    expect(canPublish(all)).toBe(true);
    expect(progress(all)).toEqual({ done: 5, total: 6 });
  });
});
