import type { JSX } from 'preact';
import { coloursOnBoard, markersLeft, type Colour, type GheosAction, type Rotation, type Table } from '../../../games/gheos';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { tileText } from '../labels';
import { TilePreview } from './TilePreview';

/** What the reader is about to do on the board: lay a tile from hand, found a civilization of a colour, or nothing. */
export type Intent = { kind: 'tile'; hand: number; rot: Rotation } | { kind: 'found'; colour: Colour } | { kind: 'none' };

interface Props {
  t: Translate;
  table: Table;
  intent: Intent;
  setIntent: (i: Intent) => void;
  act: (a: GheosAction) => void;
  rotate: () => void;
}

/** The step the active player is at (section "Your turn"), from the turn's record. */
export function currentStep(table: Table): 1 | 2 | 3 | 4 {
  const { turn } = table;
  if (turn.token) return 4;
  if (turn.civilization) return 3;
  if (turn.tile) return 2;
  return 1;
}

/**
 * The turn, step by step: whose turn, which step, the tiles in hand (chosen
 * here, laid on the board), the people to found or take a follower of, the
 * scoring token and the draw. Every button is on offer; the turn's rules
 * and the engine answer, and a refusal says why.
 */
export function TurnPanel({ t, table, intent, setIntent, act, rotate }: Props): JSX.Element {
  const { state } = table;
  const player = state.players[state.active];
  const name = player?.name ?? '';
  if (state.over) {
    const winners = state.over.winners.map((s) => state.players[s]?.name ?? '').join(', ');
    return <p class="sandbox-turn">{state.over.decidedBy === 'draw' ? t(msg('gheos.sandbox.overDraw')) : t(msg('gheos.sandbox.over', { winners, cause: state.over.cause }))}</p>;
  }
  const step = currentStep(table);
  const left = markersLeft(state);
  const onBoard = coloursOnBoard(state);
  const hand = player?.hand ?? [];
  return (
    <div class="sandbox-actions">
      <h2 class="sandbox-turn">{t(msg('gheos.sandbox.whoseTurn', { player: name }))}</h2>
      <p class="sandbox-step">{t(msg(`gheos.sandbox.now.${step}` as 'gheos.sandbox.now.1'))}</p>
      <section aria-labelledby="sb-lay-h" class={step === 1 ? 'sandbox-current' : undefined}>
        <h3 id="sb-lay-h">{t(msg('gheos.sandbox.layHeading'))}</h3>
        {hand.length === 0 ? (
          <p>{t(msg('gheos.sandbox.noHand', { player: name }))}</p>
        ) : (
          <div class="sandbox-buttons">
            {hand.map((code, i) => {
              const chosen = intent.kind === 'tile' && intent.hand === i;
              return (
                <button key={`${i}${code}`} type="button" class={`button sandbox-hand${chosen ? ' primary' : ''}`} aria-pressed={chosen ? 'true' : 'false'} onClick={() => setIntent({ kind: 'tile', hand: i, rot: intent.kind === 'tile' ? intent.rot : 0 })}>
                  <TilePreview tile={code} rot={chosen && intent.kind === 'tile' ? intent.rot : 0} />
                  <span>{t(msg('gheos.sandbox.handButton', { n: i + 1, tile: tileText(t, code, chosen && intent.kind === 'tile' ? intent.rot : undefined) }))}</span>
                </button>
              );
            })}
            <button type="button" class="button" aria-keyshortcuts="R" onClick={() => (intent.kind === 'tile' ? rotate() : setIntent({ kind: 'tile', hand: 0, rot: 1 }))}>
              {t(msg('gheos.sandbox.rotate'))}
            </button>
          </div>
        )}
      </section>
      <section aria-labelledby="sb-civ-play-h" class={step === 2 ? 'sandbox-current' : undefined}>
        <h3 id="sb-civ-play-h">{t(msg('gheos.sandbox.civPlayHeading'))}</h3>
        {left.length === 0 ? (
          <p>{t(msg('gheos.reason.no-marker-left'))}</p>
        ) : (
          <div class="sandbox-buttons" role="group" aria-labelledby="sb-found-l">
            <span id="sb-found-l" class="sandbox-group-label">{t(msg('gheos.sandbox.foundLabel'))}</span>
            {left.map((c) => {
              const chosen = intent.kind === 'found' && intent.colour === c;
              return (
                <button key={c} type="button" class={`button sandbox-people${chosen ? ' primary' : ''}`} aria-pressed={chosen ? 'true' : 'false'} aria-label={t(msg('gheos.sandbox.foundColour', { colour: msg(`gheos.colour.${c}`) }))} onClick={() => setIntent(chosen ? { kind: 'none' } : { kind: 'found', colour: c })}>
                  <span class={`sandbox-swatch g-civ-${c}`} aria-hidden="true" />
                  {t(msg(`gheos.colour.${c}`))}
                </button>
              );
            })}
          </div>
        )}
        {onBoard.length > 0 && (
          <div class="sandbox-buttons" role="group" aria-labelledby="sb-take-l">
            <span id="sb-take-l" class="sandbox-group-label">{t(msg('gheos.sandbox.takeLabel'))}</span>
            {onBoard.map((c) => (
              <button key={c} type="button" class="button sandbox-people" aria-label={t(msg('gheos.sandbox.takeColour2', { colour: msg(`gheos.colour.${c}`), colourOf: msg(`gheos.colourOf.${c}`) }))} onClick={() => act({ type: 'take', colour: c })}>
                <span class={`sandbox-swatch g-civ-${c}`} aria-hidden="true" />
                {t(msg(`gheos.colour.${c}`))}
              </button>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="sb-end-h" class={step >= 3 ? 'sandbox-current' : undefined}>
        <h3 id="sb-end-h">{t(msg('gheos.sandbox.endHeading'))}</h3>
        <div class="sandbox-buttons">
          <button type="button" class="button" onClick={() => act({ type: 'individual-scoring' })}>
            {t(msg('gheos.sandbox.token'))}
          </button>
          <button type="button" class="button" onClick={() => act({ type: 'draw' })}>
            {t(msg('gheos.sandbox.draw'))}
          </button>
        </div>
      </section>
    </div>
  );
}
