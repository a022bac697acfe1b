import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';

/** Player counts from `min` to `max`. */
export function playerCounts(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/**
 * The reader's player count, kept in `?players=` (replaceState, so no history
 * entries) and read back on load. `ready` turns true once hydrated.
 */
export function usePlayerCount(counts: readonly number[], fallback: number): { players: number; choose: (n: number) => void; ready: boolean } {
  const [players, setPlayers] = useState(fallback);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const n = Number(new URLSearchParams(location.search).get('players'));
    if (counts.includes(n)) setPlayers(n);
    setReady(true);
  }, [counts]);
  const choose = (n: number) => {
    setPlayers(n);
    const url = new URL(location.href);
    url.searchParams.set('players', String(n));
    history.replaceState(history.state, '', url);
  };
  return { players, choose, ready };
}

/** Radio buttons for the player count, with a legend. */
export function PlayerPicker({ name, legend, counts, value, onChange }: { name: string; legend: string; counts: readonly number[]; value: number; onChange: (n: number) => void }): JSX.Element {
  return (
    <fieldset class="player-picker">
      <legend>{legend}</legend>
      {counts.map((n) => (
        <label key={n} class={n === value ? 'selected' : undefined}>
          <input type="radio" name={name} value={n} checked={n === value} onChange={() => onChange(n)} />
          <span>{`${n}`}</span>
        </label>
      ))}
    </fieldset>
  );
}
