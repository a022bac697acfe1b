import type { JSX } from 'preact';
import type { Rotation } from '../../../games/gheos/state';
import { symbolRow } from '../BoardView';
import { corners, path, tileShapes } from '../geometry';

/** A picture of a tile as it would lie, turned: small for the palette; `large` for a hand, with its symbols, as the board draws it. */
export function TilePreview({ tile, rot, large = false }: { tile: string; rot: Rotation; large?: boolean }): JSX.Element {
  const shapes = tileShapes('0,0', tile, rot);
  return (
    <svg class={`sandbox-shape${large ? ' sandbox-shape-large' : ''}`} viewBox="-36 -4 72 64" width={large ? 84 : 40} height={large ? 75 : 36} aria-hidden="true">
      <path d={path(corners('0,0'))} class="g-sea" />
      {shapes.map((s) => (
        <path key={s.id} d={path(s.outline)} class={s.kind === 'coast' ? 'g-coast' : 'g-land'} />
      ))}
      <path d={path(corners('0,0'))} class="g-edge" />
      {large && shapes.map((s) => <g key={`s${s.id}`}>{symbolRow(s)}</g>)}
    </svg>
  );
}
