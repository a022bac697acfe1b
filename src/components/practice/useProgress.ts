import { useEffect, useState } from 'preact/hooks';
import { emptyProgress, loadProgress, record, saveProgress, type Progress } from './progress';

/**
 * The reader's score per kind and streak, kept in this browser (progress.ts): empty on the server,
 * read once awake, saved after every answer.
 */
export function useProgress(game: string) {
  const [progress, setProgress] = useState<Progress>(emptyProgress());
  useEffect(() => setProgress(loadProgress(game)), [game]);
  const score = (kind: string, right: boolean) => {
    const next = record(progress, kind, right);
    setProgress(next);
    saveProgress(game, next);
  };
  const reset = () => {
    setProgress(emptyProgress());
    saveProgress(game, null);
  };
  return { progress, score, reset };
}

export type Scores = ReturnType<typeof useProgress>;
