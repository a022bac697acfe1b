import type { Message, Prediction, Step } from './types';

/**
 * Which steps Predict asks before showing them (issue 31 item 1): the ones that reveal an outcome
 * (a war's winner, a score, a comparison, a token), each with its story's question (`ask`). A result
 * without one is a recap of what the steps before showed (a phase's or an Age's summary, the final
 * ranking): asked "what happens now?" over a picture that already held the answer, it taught nothing.
 * The first step is never asked: there is nothing before it to predict from.
 */
export function asksAt(steps: readonly Pick<Step<unknown>, 'ask'>[], index: number): boolean {
  return index > 0 && !!steps[index]?.ask;
}

/**
 * A question with numbers to choose from: the engine's `answer` among its neighbours, four in all,
 * never below `min`. Where in the row the answer sits follows from the answer itself, so it is not
 * always the first or the last, and the same step always asks the same row.
 */
export function countQuestion(question: Message, answer: number, label: (n: number) => Message, min = 0): Prediction {
  const span = 4;
  const start = Math.max(min, answer - ((answer * 7 + 1) % span));
  const values = Array.from({ length: span }, (_, i) => start + i);
  return { question, options: values.map((n) => ({ value: String(n), label: label(n) })), answer: String(answer) };
}

/** A question whose answer is one of `options` (values with their labels). */
export function choiceQuestion(question: Message, options: readonly { value: string; label: Message }[], answer: string): Prediction {
  return { question, options, answer };
}
