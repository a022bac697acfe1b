import { useEffect, useRef, useState } from 'preact/hooks';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { Question, QuestionKind } from '../../practice/types';
import { askedFor, freshSeed, readAddress, writeAddress, type Asked } from './address';
import { pickedBeforeAwake, type Picked } from './PracticeSetup';
import type { Render } from './load';
import type { PracticeKindInfo, PracticeProps } from './Practice';
import type { PracticePresenter } from './usePracticePresenter';

/** The game's kinds and the view that draws its positions (load.ts). */
type Loaded = { kinds: readonly QuestionKind<unknown>[]; render: Render };
/** `first`: the question the page opens on, dealt and drawn at build time (its picture is the page's). */
export type Dealt = { question: Question<unknown>; kind: PracticeKindInfo; first?: boolean };

/**
 * Dealing questions: the kind and player count the reader picks, a fresh question from a new seed
 * (or the one the address names, on load), and the address rewritten to the question shown.
 * Nothing of the rules loads until the first question: then the game's kinds and views arrive by
 * dynamic import (load.ts). The address may also ask for the presenter view (read once, on load).
 * `onDealt`: what belonged to the last question (its answer, a copied link) goes; `questionRef`, the
 * question's heading, is focused. `rootRef`, the island's element: the settings the reader changed
 * before it woke are read from it once it wakes (PracticeSetup.tsx).
 *
 * The player count has one source: the question shown, or the one being dealt. A kind clamps the count
 * to its range, so a count kept beside the question drifted from it (a 7 Wonders "card use" question
 * for 4 players under a list still saying 3).
 */
export function useDealing({ game, kinds, first }: PracticeProps, t: Translate, { presenting, setPresenting }: PracticePresenter, onDealt: () => void, questionRef: { current: HTMLElement | null }, rootRef: { current: HTMLElement | null }) {
  const [choice, setChoice] = useState<string>('any');
  const firstInfo = first && kinds.find((k) => k.id === first.kind);
  const [dealt, setDealt] = useState<Dealt | null>(first && firstInfo ? { question: first, kind: firstInfo, first: true } : null);
  // The question being dealt, until it is shown (or fails); only the latest one asked for is shown.
  const [asking, setAsking] = useState<Asked | null>(null);
  const latest = useRef(0);
  const players = (asking ?? dealt?.question)?.players ?? kinds[0]?.min ?? 2;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Why the question shown is not the one the address asked for (it did not decode).
  const [notice, setNotice] = useState<string | null>(null);
  const loading = useRef<Promise<Loaded> | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const load = (): Promise<Loaded> => {
    loading.current ??= import('./load')
      .then(({ loadGame }) => loadGame(game))
      .then((done) => (setLoaded(done), done))
      .catch((error: unknown) => {
        loading.current = null; // tried again at the next question
        throw error;
      });
    return loading.current;
  };

  /** `focus`: the question takes focus (a question the reader asked for; not the one the page opens with). */
  const deal = async (asked: Asked, present = presenting, focus = true) => {
    const mine = ++latest.current;
    const current = () => mine === latest.current;
    setAsking(asked);
    setBusy(true);
    setFailed(false);
    try {
      const { kinds: live } = await load();
      const kind = live.find((k) => k.id === asked.kind);
      const info = kinds.find((k) => k.id === asked.kind);
      if (!kind || !info) throw new Error(`no kind ${asked.kind}`);
      const question = kind.deal(asked.seed, asked.players) as Question<unknown>;
      if (!current()) return; // the reader has asked for another since
      setDealt({ question, kind: info });
      onDealt();
      history.replaceState(history.state, '', `${location.pathname}${writeAddress(asked, present)}${location.hash}`);
      if (focus) requestAnimationFrame(() => questionRef.current?.focus({ preventScroll: false }));
    } catch {
      if (current()) setFailed(true);
    } finally {
      if (current()) {
        setAsking(null);
        setBusy(false);
      }
    }
  };

  /** A fresh question: the kind picked (or any, by the seed), the player count picked, clamped to the kind's range. */
  const fresh = (picked: Picked = {}): Asked => askedFor(kinds, freshSeed(), picked.choice ?? choice, picked.players ?? players)!;
  /** The reader asked for another question: the address's notice, if any, is about the last one. */
  const dealFresh = (picked: Picked = {}) => {
    setNotice(null);
    void deal(fresh(picked));
  };
  /** The reader picked another kind or player count: the question shown becomes one of those. */
  const pick = (picked: Picked) => {
    if (picked.choice !== undefined) setChoice(picked.choice);
    dealFresh(picked);
  };

  useEffect(() => {
    if (kinds.length === 0) return;
    const read = readAddress(location.search, kinds);
    setPresenting(read.present);
    // A list the reader changed before the island woke (the server's lists work before it does): that choice is dealt.
    const early = pickedBeforeAwake(rootRef.current);
    if (early.choice !== undefined || early.players !== undefined) {
      const kind = early.choice ?? read.asked?.kind ?? 'any';
      setChoice(kind);
      void deal(askedFor(kinds, freshSeed(), kind, early.players ?? read.asked?.players ?? players)!, read.present);
    } else if (read.asked) {
      setChoice(read.asked.kind);
      void deal(read.asked, read.present);
    } else if (read.wants) {
      setChoice(read.wants.kind);
      void deal(askedFor(kinds, freshSeed(), read.wants.kind, read.wants.players ?? kinds.find((k) => k.id === read.wants!.kind)?.min ?? players)!, read.present);
    } else if (read.bad) {
      // The input is not repeated: a link must not make the page say what it likes.
      setNotice(t(msg('practice.badAddress')));
      const info = kinds[0]!;
      void deal({ kind: info.id, seed: freshSeed(), players: info.min }, read.present);
    } else if (dealt?.first) {
      // A question is there when the page opens (issue 31 item 5): the server's, whose address is now the page's.
      const q = dealt.question;
      history.replaceState(history.state, '', `${location.pathname}${writeAddress({ kind: q.kind, seed: q.seed, players: q.players }, read.present)}${location.hash}`);
      // Awake, the kinds and views load at once, so "why" and the next question answer without waiting.
      load().catch(() => setFailed(true));
    } else {
      void deal(fresh(), read.present, false);
    }
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { choice, players, pick, dealt, busy, failed, notice, deal, fresh, dealFresh, loaded };
}

export type Dealing = ReturnType<typeof useDealing>;
