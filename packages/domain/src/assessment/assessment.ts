/**
 * The assessment questionnaire (/assessment): a few multiple-choice questions whose answers point to
 * the catalogue's concerns by fixed weights. No AI and no scoring model: a plain, reviewable table.
 * Question and answer texts are page copy (pages namespace, assessment.questions.{id}); the concerns are
 * the catalogue's slugs (GET /v1/categories/concerns answers each concern's slug).
 */

type Weights = Readonly<Record<string, number>>;

interface Question {
  id: string;
  /** Each answer's identifier and the weight it adds to concerns (by slug). */
  answers: Readonly<Record<string, Weights>>;
}

export const ASSESSMENT_QUESTIONS = [
  {
    id: "mood",
    answers: {
      worried: { anxiety: 3, "panic-attacks": 1 },
      low: { depression: 3, loneliness: 1 },
      overwhelmed: { stress: 3, burnout: 2 },
      "on-edge": { "trauma-and-ptsd": 3, anxiety: 1 },
      okay: {},
    },
  },
  {
    id: "area",
    answers: {
      relationship: { "relationship-issues": 3 },
      family: { "family-conflict": 3, parenting: 1 },
      work: { "work-stress": 3, burnout: 1, "career-counselling": 1 },
      loss: { "grief-and-loss": 3 },
      self: { "self-esteem": 3, "body-image": 1 },
      change: { "life-transitions": 3 },
      health: { "chronic-illness": 3 },
    },
  },
  {
    id: "sleep",
    answers: {
      well: {},
      "hard-to-sleep": { "sleep-problems": 2, stress: 1 },
      "too-much": { depression: 1, "sleep-problems": 1 },
    },
  },
  {
    id: "worry",
    answers: {
      rarely: {},
      sometimes: { anxiety: 1 },
      often: { anxiety: 2, "panic-attacks": 2 },
    },
  },
  {
    id: "habits",
    answers: {
      no: {},
      substances: { addiction: 3 },
      food: { "eating-disorders": 3 },
      anger: { "anger-management": 3 },
    },
  },
  {
    id: "people",
    answers: {
      supported: {},
      alone: { loneliness: 2 },
      conflict: { "relationship-issues": 1, "family-conflict": 1 },
    },
  },
  {
    id: "safety",
    answers: {
      no: {},
      sometimes: { "suicidal-thoughts": 5 },
      often: { "suicidal-thoughts": 6 },
    },
  },
] as const satisfies readonly Question[];

export type AssessmentQuestion = (typeof ASSESSMENT_QUESTIONS)[number];
export type QuestionId = AssessmentQuestion["id"];
export type Answers = Partial<Record<QuestionId, string>>;

/** At most this many concerns are recommended. */
export const ASSESSMENT_MAX_CONCERNS = 3;

export const ASSESSMENT_MESSAGES = { answerRequired: "Please choose an answer" } as const;

/** The answers a question offers, in order. */
export const answerIds = (question: AssessmentQuestion): string[] => Object.keys(question.answers);

export interface AssessmentResult {
  /** Concern slugs, strongest first (ties keep the order they were first named in the table). */
  concerns: string[];
  /** True when the safety question was answered yes: the page puts the crisis numbers first. */
  urgent: boolean;
}

/** Reads the form (GET query or POST body): each question's answer, and the questions left unanswered. */
export function readAnswers(form: { get(name: string): unknown }): {
  answers: Answers;
  missing: QuestionId[];
} {
  const answers: Answers = {};
  const missing: QuestionId[] = [];
  for (const question of ASSESSMENT_QUESTIONS) {
    const value = form.get(question.id);
    if (typeof value === "string" && Object.hasOwn(question.answers, value)) answers[question.id] = value;
    else missing.push(question.id);
  }
  return { answers, missing };
}

/** Whether any answer was given at all (an empty GET is the blank form, not a failed submission). */
export const hasAnyAnswer = (form: { get(name: string): unknown }): boolean =>
  ASSESSMENT_QUESTIONS.some((q) => form.get(q.id) !== null && form.get(q.id) !== undefined);

/** The concerns the answers point to: summed weights, strongest first, at most three. */
export function recommendConcerns(answers: Answers): AssessmentResult {
  const scores = new Map<string, number>();
  for (const question of ASSESSMENT_QUESTIONS) {
    const answer = answers[question.id];
    if (answer === undefined || !Object.hasOwn(question.answers, answer)) continue;
    const weights: Weights = (question.answers as Readonly<Record<string, Weights>>)[answer] ?? {};
    for (const [slug, weight] of Object.entries(weights)) scores.set(slug, (scores.get(slug) ?? 0) + weight);
  }
  const concerns = [...scores.entries()]
    .filter(([, score]) => score > 0)
    // Array.prototype.sort is stable: equal scores keep insertion (table) order.
    .sort((a, b) => b[1] - a[1])
    .slice(0, ASSESSMENT_MAX_CONCERNS)
    .map(([slug]) => slug);
  const safety = answers.safety;
  return { concerns, urgent: safety === "sometimes" || safety === "often" };
}
