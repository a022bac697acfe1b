import { useState } from 'preact/hooks';
import type { Question } from '../../practice/types';

/**
 * Answering the question shown: the choice picked by its number key, the answer given (once), and
 * "show me why", a step at a time. `peeked`: "why" was opened before the answer, which it shows, so the
 * answer is not counted (a referee's streak grew on answers read there first; review v17). `reset` starts
 * afresh for a new question.
 */
export function useAnswer() {
  const [selected, setSelected] = useState<number | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const [showWhy, setShowWhy] = useState(false);
  const [whyStep, setWhyStep] = useState(0);
  const [peeked, setPeeked] = useState(false);
  /** Takes the reader's answer; false when the question was answered already. */
  const answer = (id: string): boolean => {
    if (answered) return false;
    setAnswered(id);
    return true;
  };
  const reset = () => {
    setSelected(null);
    setAnswered(null);
    setShowWhy(false);
    setWhyStep(0);
    setPeeked(false);
  };
  const toggleWhy = () => {
    if (!showWhy && !answered) setPeeked(true);
    setShowWhy(!showWhy);
    setWhyStep(0);
  };
  /** One step of "why" forward (+1) or back (−1), within the question's steps. */
  const stepWhy = (question: Question<unknown>, by: number) => setWhyStep((i) => Math.max(0, Math.min(question.why.length - 1, i + by)));
  return { selected, setSelected, answered, answer, showWhy, toggleWhy, whyStep, stepWhy, peeked, reset };
}

export type Answering = ReturnType<typeof useAnswer>;
