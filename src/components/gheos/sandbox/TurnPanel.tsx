import type { ComponentChildren, JSX } from 'preact';
import { coloursOnBoard, hasCivilizationAction, markersLeft, type Cell, type Colour, type GheosAction, type Rotation, type Table } from '../../../games/gheos';
import { msg } from '../../../explainers/messages';
import type { Message } from '../../../explainers/types';
import type { Translate } from '../../../i18n/translate';
import { tileText } from '../labels';
import { TilePreview } from './TilePreview';

/** What the reader is about to do on the board: lay a tile from hand, found a civilization of a colour, or nothing. */
export type Intent = { kind: 'tile'; hand: number; rot: Rotation } | { kind: 'found'; colour: Colour } | { kind: 'none' };

/** Why the rules would refuse an action now, in their words, or `null` when they allow it. */
export type Why = (action: GheosAction) => Message | null;

interface Props {
  t: Translate;
  table: Table;
  intent: Intent;
  setIntent: (i: Intent) => void;
  act: (a: GheosAction) => void;
  rotate: () => void;
  /** The rules' verdict on an action (the found and lay buttons ask it with a first legal place). */
  why: Why;
  /** The place a colour would be founded on now (a free continent), if any. */
  foundAt: Cell | string | null;
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
 * What the panel asks of the player now: the turn's step, and, once a colour to found is picked, where
 * to found it (on the board, where the player is not yet looking: a referee read only the panel).
 */
export function stepText(table: Table, intent: Intent): Message {
  const step = currentStep(table);
  if (step === 2 && intent.kind === 'found') return msg('gheos.sandbox.now.2found', { colour: msg(`gheos.colour.${intent.colour}`) });
  // Step 2 that offers nothing (no civilization to found, no follower to take) is passed (gheos.sandbox.silent): said so, not asked for.
  if (step === 2 && !hasCivilizationAction(table.state)) return msg('gheos.sandbox.now.2none');
  return msg(`gheos.sandbox.now.${step}`);
}

let whyIds = 0;

/**
 * A button for an action the rules may refuse now: it stays clickable (the refusal line then says
 * why, with the rule's link), but it looks unavailable and says why on hover and focus.
 */
function ActButton({ t, why, class: cls = 'button', pressed, label, keys, onClick, children }: { t: Translate; why: Message | null; class?: string; pressed?: boolean; label?: string; keys?: string; onClick: () => void; children: ComponentChildren }): JSX.Element {
  const id = why ? `sb-why-${++whyIds}` : undefined;
  return (
    <span class={`sandbox-act${why ? ' sandbox-refused' : ''}`}>
      <button type="button" class={`${cls}${pressed ? ' primary' : ''}`} aria-pressed={pressed === undefined ? undefined : pressed ? 'true' : 'false'} aria-disabled={why ? 'true' : undefined} aria-describedby={id} aria-label={label} aria-keyshortcuts={keys} onClick={onClick}>
        {children}
      </button>
      {why && id && (
        <span id={id} role="tooltip" class="sandbox-why">
          {t(why)}
        </span>
      )}
    </span>
  );
}

/** Step 1: the tiles in hand, drawn as they would lie, chosen here and laid on the board; R turns the chosen one. */
function HandSection({ t, table, intent, setIntent, act, rotate, why }: Omit<Props, 'foundAt'>): JSX.Element {
  const { state } = table;
  const player = state.players[state.active];
  const hand = player?.hand ?? [];
  const again: GheosAction = { type: 'place', hand: 0, at: [0, 0], rot: 0 };
  const laid = table.turn.tile ? why(again) : null;
  return (
    <section aria-labelledby="sb-lay-h" class={currentStep(table) === 1 ? 'sandbox-current' : undefined}>
      <h3 id="sb-lay-h">{t(msg('gheos.sandbox.layHeading'))}</h3>
      {hand.length === 0 ? (
        <p>{t(msg('gheos.sandbox.noHand', { player: player?.name ?? '' }))}</p>
      ) : (
        <div class="sandbox-buttons">
          {hand.map((code, i) => {
            const chosen = intent.kind === 'tile' && intent.hand === i && !laid;
            const rot = chosen && intent.kind === 'tile' ? intent.rot : 0;
            return (
              <ActButton key={`${i}${code}`} t={t} why={laid} class="button sandbox-hand" pressed={chosen} onClick={() => (laid ? act(again) : setIntent({ kind: 'tile', hand: i, rot: intent.kind === 'tile' ? intent.rot : 0 }))}>
                <TilePreview tile={code} rot={rot} large />
                <span>{t(msg('gheos.sandbox.handButton', { n: i + 1, tile: tileText(t, code, chosen ? rot : undefined) }))}</span>
              </ActButton>
            );
          })}
          <ActButton t={t} why={laid} keys="R" onClick={() => (laid ? act(again) : intent.kind === 'tile' ? rotate() : setIntent({ kind: 'tile', hand: 0, rot: 1 }))}>
            {t(msg('gheos.sandbox.rotate'))}
          </ActButton>
        </div>
      )}
    </section>
  );
}

/** Step 2: found a civilization of a colour left (on a continent the board highlights), or take a follower of one on the board. */
function CivilizationSection({ t, table, intent, setIntent, act, why, foundAt }: Omit<Props, 'rotate'>): JSX.Element {
  const { state } = table;
  const left = markersLeft(state);
  const onBoard = coloursOnBoard(state);
  return (
    <section aria-labelledby="sb-civ-play-h" class={currentStep(table) === 2 ? 'sandbox-current' : undefined}>
      <h3 id="sb-civ-play-h">{t(msg('gheos.sandbox.civPlayHeading'))}</h3>
      {left.length === 0 ? (
        <p>{t(msg('gheos.reason.no-marker-left'))}</p>
      ) : (
        <div class="sandbox-buttons" role="group" aria-labelledby="sb-found-l">
          <span id="sb-found-l" class="sandbox-group-label">
            {t(msg('gheos.sandbox.foundLabel'))}
          </span>
          {left.map((c) => {
            const chosen = intent.kind === 'found' && intent.colour === c;
            const refused = why({ type: 'found', colour: c, at: foundAt ?? [0, 0] });
            return (
              <ActButton key={c} t={t} why={refused} class="button sandbox-people" pressed={chosen} label={t(msg('gheos.sandbox.foundColour', { colour: msg(`gheos.colour.${c}`) }))} onClick={() => (refused ? act({ type: 'found', colour: c, at: foundAt ?? [0, 0] }) : setIntent(chosen ? { kind: 'none' } : { kind: 'found', colour: c }))}>
                <span class={`sandbox-swatch g-civ-${c}`} aria-hidden="true" />
                {t(msg(`gheos.colour.${c}`))}
              </ActButton>
            );
          })}
        </div>
      )}
      {onBoard.length > 0 && (
        <div class="sandbox-buttons" role="group" aria-labelledby="sb-take-l">
          <span id="sb-take-l" class="sandbox-group-label">
            {t(msg('gheos.sandbox.takeLabel'))}
          </span>
          {onBoard.map((c) => (
            <ActButton key={c} t={t} why={why({ type: 'take', colour: c })} class="button sandbox-people" label={t(msg('gheos.sandbox.takeColour2', { colour: msg(`gheos.colour.${c}`), colourOf: msg(`gheos.colourOf.${c}`) }))} onClick={() => act({ type: 'take', colour: c })}>
              <span class={`sandbox-swatch g-civ-${c}`} aria-hidden="true" />
              {t(msg(`gheos.colour.${c}`))}
            </ActButton>
          ))}
        </div>
      )}
    </section>
  );
}

/** Steps 3 and 4: a scoring token, and the draw that ends the turn. */
function EndSection({ t, table, act, why }: Pick<Props, 't' | 'table' | 'act' | 'why'>): JSX.Element {
  const token: GheosAction = { type: 'individual-scoring' };
  const draw: GheosAction = { type: 'draw' };
  return (
    <section aria-labelledby="sb-end-h" class={currentStep(table) >= 3 ? 'sandbox-current' : undefined}>
      <h3 id="sb-end-h">{t(msg('gheos.sandbox.endHeading'))}</h3>
      <div class="sandbox-buttons">
        <ActButton t={t} why={why(token)} onClick={() => act(token)}>
          {t(msg('gheos.sandbox.token'))}
        </ActButton>
        <ActButton t={t} why={why(draw)} onClick={() => act(draw)}>
          {t(msg('gheos.sandbox.draw'))}
        </ActButton>
      </div>
    </section>
  );
}

/**
 * The turn, step by step: whose turn, which step, the tiles in hand (chosen here, laid on the
 * board), the people to found or take a follower of, the scoring token and the draw. Only what the
 * rules allow now looks available; the rest says why on hover and focus, and a click on it is
 * refused by the rules with the rule's link.
 */
export function TurnPanel(props: Props): JSX.Element {
  const { t, table } = props;
  const { state } = table;
  if (state.over) {
    const winners = state.over.winners.map((s) => state.players[s]?.name ?? '').join(', ');
    return <p class="sandbox-turn">{state.over.decidedBy === 'draw' ? t(msg('gheos.sandbox.overDraw')) : t(msg('gheos.sandbox.over', { winners, cause: state.over.cause, by: state.over.decidedBy }))}</p>;
  }
  return (
    <div class="sandbox-actions">
      <h2 class="sandbox-turn">{t(msg('gheos.sandbox.whoseTurn', { player: state.players[state.active]?.name ?? '' }))}</h2>
      <p class="sandbox-step">{t(stepText(table, props.intent))}</p>
      <HandSection {...props} />
      <CivilizationSection {...props} />
      <EndSection {...props} />
    </div>
  );
}
