import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_QUESTIONS,
  answerIds,
  hasAnyAnswer,
  readAnswers,
  recommendConcerns,
} from "@marketplace/domain/assessment";
import { loadCatalogue, providersFor } from "./catalogue.server.ts";
import { crisisWords, documentOf, pageHeading } from "./document-words.server.ts";

/**
 * /assessment: the questionnaire (a GET form, so it works without JavaScript and the result has an
 * address), and once answered the concerns it suggests, linked to the directory filtered by them.
 */
export async function assessmentPage(request: Request) {
  const words = documentOf("assessment");
  const { questions: questionWords, ...rest } = words;
  const params = new URL(request.url).searchParams;
  const questions = ASSESSMENT_QUESTIONS.map((q) => {
    const text = questionWords[q.id];
    return {
      id: q.id,
      label: text.label,
      options: answerIds(q).map((value) => ({
        value,
        label: (text.answers as Record<string, string>)[value] ?? value,
      })),
    };
  });
  const base = { ...pageHeading("assessment"), words: rest, questions, crisis: crisisWords() };
  if (!params.has("step") && !hasAnyAnswer(params)) return { ...base, answers: {}, errors: {}, result: null };

  const { answers, missing } = readAnswers(params);
  if (missing.length > 0) {
    const errors = Object.fromEntries(missing.map((id) => [id, ASSESSMENT_MESSAGES.answerRequired]));
    return { ...base, answers, errors, result: null };
  }
  const { concerns: slugs, urgent } = recommendConcerns(answers);
  const catalogue = await loadCatalogue(request);
  const concerns = slugs.flatMap((slug) => catalogue?.concerns.find((c) => c.slug === slug) ?? []);
  return {
    ...base,
    answers,
    errors: {},
    result: {
      urgent,
      concerns: concerns.map((c) => ({ name: c.name, href: providersFor([c]) })),
      all: concerns.length > 1 ? providersFor(concerns) : null,
    },
  };
}
