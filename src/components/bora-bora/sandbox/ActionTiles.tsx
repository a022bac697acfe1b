import { useMemo } from 'preact/hooks';
import type { JSX } from 'preact';
import { dieCode } from '../../../explainers/bora-bora/sandbox/codec';
import { applyCode, positionOf, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { reasonName, spotName } from '../../../explainers/bora-bora/common';
import { msg } from '../../../explainers/messages';
import type { GodPayment } from '../../../games/bora-bora';
import type { Translate } from '../../../i18n/translate';
import { initials } from '../BoardView';

export interface ChosenDie {
  value: number;
  /** Which of the player's dice (two may show the same face). */
  index: number;
  blue?: GodPayment;
  white?: GodPayment;
}

/** For the chosen die, each tile's verdict: the code to play, and the engine's refusal if it would refuse. */
function useVerdicts(table: BoraTable, die: ChosenDie | null) {
  return useMemo(() => {
    const s = table.engine.position;
    return s.spots.map((_, i) => {
      if (!die) return null;
      const code = dieCode(s, die.value, i, die);
      const r = applyCode(table, code);
      return { code, refusal: r.ok ? null : r.reason };
    });
  }, [table, die]);
}

/**
 * The action tiles and the fishing field, on the board: each with the dice on it (whose, which
 * face, a blue god's marked), and for the chosen die whether it may go there. A tile it may not go
 * on still takes the click: the engine refuses it, and the refusal says why.
 */
export function ActionTiles({ t, table, die, active, onPlay }: { t: Translate; table: BoraTable; die: ChosenDie | null; active: boolean; onPlay: (code: string) => void }): JSX.Element {
  const s = table.engine.position;
  // The dice as far as the move has gone: a die whose action asks a question already stands on its tile.
  const now = positionOf(table);
  const initial = initials(s.players);
  const verdicts = useVerdicts(table, active ? die : null);
  return (
    <section class="bb-tiles" aria-labelledby="bb-tiles-h">
      <h2 id="bb-tiles-h">{t(msg('bora.sandbox.tiles'))}</h2>
      <ul>
        {s.spots.map((spot, i) => {
          const v = verdicts[i];
          const dice = (now.dice[spot] ?? []).map((d) => `${initial(d.player)}${d.value}${d.blue ? '*' : ''}`);
          const why = v ? (v.refusal ? t(msg('bora.sandbox.fitsNot', { value: die?.value ?? 0, reason: reasonName(v.refusal) })) : t(msg('bora.sandbox.fits', { value: die?.value ?? 0 }))) : '';
          return (
            <li key={spot} class={`bb-tile-slot${v ? (v.refusal ? ' bb-tile-no' : ' bb-tile-ok') : ''}`} data-spot={spot}>
              <button type="button" class="bb-tile-button" aria-describedby={v ? `bb-why-${i}` : undefined} disabled={!active || !die} title={why || undefined} onClick={() => v && onPlay(v.code)}>
                <span class="bb-tile-title">{t(spotName(spot))}</span>
                <span class="bb-tile-dice">{dice.length ? dice.join(' ') : t(msg('bora.sandbox.tileEmpty'))}</span>
              </button>
              {v && (
                <span id={`bb-why-${i}`} class="bb-tile-why">
                  {why}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <DiceKey t={t} dice={s.spots.flatMap((spot) => now.dice[spot] ?? [])} initial={initial} />
    </section>
  );
}

/** What "A1 B4*" on a tile means, said with the first die on the table (a referee met it with no key); none while no die lies. */
function DiceKey({ t, dice, initial }: { t: Translate; dice: readonly { player: number; value: number; blue?: boolean }[]; initial: (seat: number) => string }): JSX.Element | null {
  const first = dice[0];
  if (!first) return null;
  const example = `${initial(first.player)}${first.value}`;
  return <p class="bb-dice-key">{t(msg('bora.sandbox.diceKey', { example, face: first.value, initial: initial(first.player), blue: String(dice.some((d) => d.blue)) }))}</p>;
}
