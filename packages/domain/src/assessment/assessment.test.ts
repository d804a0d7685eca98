import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Answers,
  ASSESSMENT_MAX_CONCERNS,
  ASSESSMENT_QUESTIONS,
  answerIds,
  hasAnyAnswer,
  readAnswers,
  recommendConcerns,
} from "./index.ts";

/** The catalogue's concern slugs (apps/api seed: slugified names). */
const CATALOGUE_SLUGS = [
  "anxiety",
  "depression",
  "stress",
  "trauma-and-ptsd",
  "grief-and-loss",
  "relationship-issues",
  "self-esteem",
  "addiction",
  "eating-disorders",
  "ocd",
  "bipolar-disorder",
  "adhd",
  "anger-management",
  "burnout",
  "family-conflict",
  "parenting",
  "sleep-problems",
  "panic-attacks",
  "postpartum-depression",
  "lgbtq-plus-issues",
  "life-transitions",
  "loneliness",
  "phobias",
  "work-stress",
  "chronic-illness",
  "infertility",
  "domestic-abuse",
  "body-image",
  "career-counselling",
  "suicidal-thoughts",
];

const calm: Answers = {
  mood: "okay",
  area: "change",
  sleep: "well",
  worry: "rarely",
  habits: "no",
  people: "supported",
  safety: "no",
};

describe("the questionnaire", () => {
  it("has five to eight questions, each with two or more answers", () => {
    expect(ASSESSMENT_QUESTIONS.length).toBeGreaterThanOrEqual(5);
    expect(ASSESSMENT_QUESTIONS.length).toBeLessThanOrEqual(8);
    for (const q of ASSESSMENT_QUESTIONS) expect(answerIds(q).length).toBeGreaterThanOrEqual(2);
  });

  it("points only to concerns the catalogue has", () => {
    for (const q of ASSESSMENT_QUESTIONS)
      for (const weights of Object.values(q.answers))
        for (const slug of Object.keys(weights)) expect(CATALOGUE_SLUGS).toContain(slug);
  });
});

describe("recommendConcerns", () => {
  it("ranks the strongest concerns first", () => {
    expect(recommendConcerns({ ...calm, mood: "worried", worry: "often", area: "self" }).concerns).toEqual([
      "anxiety",
      "panic-attacks",
      "self-esteem",
    ]);
    expect(recommendConcerns({ ...calm, mood: "low", area: "loss", people: "alone" }).concerns).toEqual([
      "depression",
      "loneliness",
      "grief-and-loss",
    ]);
  });

  it("keeps the table's order on a tie", () => {
    expect(recommendConcerns({ area: "work" }).concerns).toEqual([
      "work-stress",
      "burnout",
      "career-counselling",
    ]);
  });

  it("recommends a single concern when only one answer points anywhere", () => {
    expect(recommendConcerns(calm)).toEqual({ concerns: ["life-transitions"], urgent: false });
    expect(recommendConcerns({ ...calm, area: "health" }).concerns).toEqual(["chronic-illness"]);
  });

  it("recommends nothing when no answer points anywhere, and ignores unknown answers", () => {
    expect(recommendConcerns({}).concerns).toEqual([]);
    expect(recommendConcerns({ mood: "ecstatic" } as Answers).concerns).toEqual([]);
  });

  it("marks thoughts of self-harm as urgent and puts that concern first", () => {
    const result = recommendConcerns({ ...calm, mood: "low", safety: "sometimes" });
    expect(result.urgent).toBe(true);
    expect(result.concerns[0]).toBe("suicidal-thoughts");
    expect(recommendConcerns({ ...calm, safety: "often" }).urgent).toBe(true);
    expect(recommendConcerns(calm).urgent).toBe(false);
  });

  it("never recommends more than three, nor the same concern twice", () => {
    const answer = fc.record(
      Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, fc.constantFrom(...answerIds(q))])),
    );
    fc.assert(
      fc.property(answer, (answers) => {
        const { concerns } = recommendConcerns(answers as Answers);
        expect(concerns.length).toBeLessThanOrEqual(ASSESSMENT_MAX_CONCERNS);
        expect(new Set(concerns).size).toBe(concerns.length);
      }),
    );
  });
});

describe("readAnswers", () => {
  it("keeps known answers and lists the questions left unanswered", () => {
    const form = new URLSearchParams("mood=low&sleep=nonsense&safety=no");
    expect(readAnswers(form)).toEqual({
      answers: { mood: "low", safety: "no" },
      missing: ["area", "sleep", "worry", "habits", "people"],
    });
  });

  it("tells a blank form from a submitted one", () => {
    expect(hasAnyAnswer(new URLSearchParams(""))).toBe(false);
    expect(hasAnyAnswer(new URLSearchParams("mood="))).toBe(true);
  });
});
