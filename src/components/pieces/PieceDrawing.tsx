import type { JSX } from 'preact';
import type { Translate } from '../../i18n/translate';
import type { GameId } from '../../registry';
import { PIECES } from '.';

/**
 * A small drawing of one game component, made from the engine's data, never a publisher's picture.
 * Rendered on the server only (no island, no JavaScript); its words are its text alternative.
 */
export function PieceDrawing({ game, kind, t }: { game: GameId; kind: string; t: Translate }): JSX.Element {
  const draw = PIECES[game][kind];
  if (!draw) throw new Error(`<Piece kind="${kind}" />: ${game} has no such drawing (known: ${Object.keys(PIECES[game]).join(', ')})`);
  const d = draw(t);
  return (
    <svg class={`piece piece-${game} piece-${kind}`} viewBox={d.viewBox} role="img" aria-label={d.label}>
      {d.shapes}
    </svg>
  );
}
