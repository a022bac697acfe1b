import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';
import type { Answering } from './useAnswer';
import type { Dealing } from './useDealing';
import type { PracticePresenter } from './usePracticePresenter';

/**
 * The practice keys: a choice's number picks it, Enter answers with it (or, answered, deals the next
 * question), ← → step through "why", Esc leaves the presenter view.
 */
export function practiceKeys(rootRef: RefObject<HTMLElement>, presenter: PracticePresenter, dealing: Dealing, answering: Answering, answer: (id: string) => void) {
  return (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement;
    if (target.tagName === 'SELECT' || target.tagName === 'INPUT') return;
    if (e.key === 'Escape' && presenter.presenting) {
      presenter.leave();
      return;
    }
    const q = dealing.dealt?.question;
    if (!q) return;
    const { answered, selected } = answering;
    const n = Number(e.key);
    if (!answered && n >= 1 && n <= q.choices.length) {
      e.preventDefault();
      answering.setSelected(n - 1);
      (rootRef.current?.querySelectorAll<HTMLButtonElement>('.practice-choice')[n - 1])?.focus();
      return;
    }
    // Enter on a control presses it, but for an answered question's choice (where a key's choosing left the focus): the next question.
    const onChoice = target.classList.contains('practice-choice');
    if (e.key === 'Enter' && ((target.tagName !== 'BUTTON' && target.tagName !== 'A') || (answered && onChoice))) {
      e.preventDefault();
      if (!answered && selected !== null) answer(q.choices[selected]!.id);
      else if (answered) void dealing.deal(dealing.fresh());
      return;
    }
    if (answering.showWhy && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      e.preventDefault();
      answering.stepWhy(q, e.key === 'ArrowRight' ? 1 : -1);
    }
  };
}

/**
 * The practice keys on the bare page as well: before the reader has touched anything nothing has focus, and
 * 1–4 and Enter (which the page says work) did nothing until a click.
 */
export function usePageKeys(handler: (e: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target === document.body) latest.current(e);
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
}
