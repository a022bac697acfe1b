import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX, RefObject } from 'preact';
import { msg } from '../../explainers/messages';
import type { Message } from '../../explainers/types';
import { readPlayerCount } from './playerCountParam';
import './player-count.css';

/** Player counts from `min` to `max`. */
export function playerCounts(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Writes the count into `?players=` without a history entry, keeping the other parameters and the hash. */
function keepInAddress(n: number): void {
  const url = new URL(location.href);
  url.searchParams.set('players', String(n));
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

/**
 * The reader's player count, kept in `?players=` (replaceState, so no history
 * entries) and read back on load. A count the game does not have is shown as the
 * nearest one, anything else that is not a count as the default; either way the
 * address is tidied to the count shown and `notice` says why, without repeating
 * what the address said. `ready` turns true once hydrated. A count picked before the box woke (the
 * server draws its radios ready to take a tap) is the reader's latest word and is taken as the box
 * wakes: hydration had put the default back (a slow phone, a quick tap). `box` goes on the element
 * holding the radios.
 */
export function usePlayerCount(counts: readonly number[], fallback: number): { players: number; choose: (n: number) => void; ready: boolean; notice: Message | null; box: RefObject<HTMLElement> } {
  const [players, setPlayers] = useState(fallback);
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<Message | null>(null);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    // The server checks the default; another radio checked as the box wakes is the reader's.
    const picked = Number(box.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value);
    if (picked !== fallback && counts.includes(picked)) {
      choose(picked);
      setReady(true);
      return;
    }
    const reading = readPlayerCount(new URLSearchParams(location.search).get('players'), counts, fallback);
    setPlayers(reading.players);
    if (reading.tidy) keepInAddress(reading.players);
    if (reading.notice === 'clamped') setNotice(msg('setup.countClamped', { min: Math.min(...counts), max: Math.max(...counts), n: reading.players }));
    if (reading.notice === 'unread') setNotice(msg('setup.countUnread', { n: reading.players }));
    setReady(true);
  }, [counts, fallback]);
  const choose = (n: number) => {
    setPlayers(n);
    setNotice(null);
    keepInAddress(n);
  };
  return { players, choose, ready, notice, box };
}

/** Radio buttons for the player count, with a legend; below them, why the address's count was not shown as it was (a polite status, empty until then). */
export function PlayerPicker({ name, legend, counts, value, onChange, notice }: { name: string; legend: string; counts: readonly number[]; value: number; onChange: (n: number) => void; notice?: string | null }): JSX.Element {
  return (
    <>
      <fieldset class="player-picker">
        <legend>{legend}</legend>
        {counts.map((n) => (
          <label key={n} class={n === value ? 'selected' : undefined}>
            <input type="radio" name={name} value={n} checked={n === value} onChange={() => onChange(n)} />
            <span>{`${n}`}</span>
          </label>
        ))}
      </fieldset>
      <p class="player-notice" role="status">
        {notice ?? ''}
      </p>
    </>
  );
}
