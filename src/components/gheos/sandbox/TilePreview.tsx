import type { JSX } from 'preact';
import type { Rotation } from '../../../games/gheos/state';
import { corners, path, tileShapes } from '../geometry';

/** A small picture of a tile as it would lie, turned, for the hand and the palette. */
export function TilePreview({ tile, rot }: { tile: string; rot: Rotation }): JSX.Element {
  return (
    <svg class="sandbox-shape" viewBox="-36 -4 72 64" width="40" height="36" aria-hidden="true">
      <path d={path(corners('0,0'))} class="g-sea" />
      {tileShapes('0,0', tile, rot).map((s) => (
        <path key={s.id} d={path(s.outline)} class={s.kind === 'coast' ? 'g-coast' : 'g-land'} />
      ))}
      <path d={path(corners('0,0'))} class="g-edge" />
    </svg>
  );
}
