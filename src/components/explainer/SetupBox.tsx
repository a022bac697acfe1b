import { useMemo } from 'preact/hooks';
import type { ComponentChildren, JSX } from 'preact';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator, type Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import type { Message } from '../../explainers/types';
import { PlayerPicker, playerCounts, usePlayerCount } from './PlayerCount';

/** One game's setup box: its names on the page, its player counts and what its engine's setup gives. */
export interface SetupBoxOf<S> {
  /** Prefix of the radio group's name and, unless `titleId` says otherwise, of the heading's id (`bb` → `bb-players`, `bb-setup-title`). */
  prefix: string;
  titleId?: string;
  /** Classes beside `setup-box`. */
  className?: string;
  min: number;
  max: number;
  /** The count shown before the address or the reader picks one. */
  fallback: number;
  heading: (players: number) => Message;
  /** The engine's setup for that many players (never `null` for a count between `min` and `max`, the only ones the box shows). */
  setup: (players: number) => S | null;
  /** The lines under the heading (read out again when the count changes). */
  lines: (setup: S, players: number, t: Translate) => ComponentChildren;
}

/**
 * The setup box every rulebook shows (an island): pick the player count (kept in `?players=`) and read
 * what the game's own setup gives that many players. The games differ only in what `of` names.
 */
export function SetupBox<S>({ lang, messages, of }: { lang: Lang; messages: PageMessages; of: SetupBoxOf<S> }): JSX.Element | null {
  const counts = useMemo(() => playerCounts(of.min, of.max), [of.min, of.max]);
  const t = useMemo(() => translator(lang, resolveMessages(messages)), [lang, messages]);
  const { players, choose, ready, notice, box } = usePlayerCount(counts, of.fallback);
  const setup = of.setup(players);
  if (setup === null) return null;
  const titleId = of.titleId ?? `${of.prefix}-setup-title`;
  return (
    <section ref={box} class={of.className ? `setup-box ${of.className}` : 'setup-box'} aria-labelledby={titleId} data-ready={ready ? 'true' : undefined}>
      <PlayerPicker name={`${of.prefix}-players`} legend={t(msg('setup.players'))} counts={counts} value={players} onChange={choose} notice={notice && t(notice)} />
      <h3 id={titleId}>{t(of.heading(players))}</h3>
      <div aria-live="polite">{of.lines(setup, players, t)}</div>
    </section>
  );
}
