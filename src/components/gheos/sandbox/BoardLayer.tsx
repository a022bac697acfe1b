import type { JSX } from 'preact';
import type { CellKey } from '../../../games/gheos/geometry';
import type { Rotation } from '../../../games/gheos/state';
import { corners, path, SIDE, tileShapes } from '../geometry';
import { columnLetter, rowNumber } from '../labels';

const HEIGHT = (Math.sqrt(3) / 2) * SIDE;

interface Props {
  box: { x: number; y: number; w: number; h: number };
  cells: readonly CellKey[];
  /** The chosen tile drawn where it would go, before it is laid. */
  preview: { at: CellKey; tile: string; rot: Rotation; legal: boolean } | null;
}

const rc = (cell: CellKey): [number, number] => {
  const [r = 0, c = 0] = cell.split(',').map(Number);
  return [r, c];
};

/**
 * What the sandbox draws over a board: the letters of the columns along the
 * top edge and the numbers of the rows along the left edge (the names the
 * page uses for spaces), and the chosen tile previewed where it would go.
 */
export function BoardLayer({ box, cells, preview }: Props): JSX.Element {
  const rows = [...new Set(cells.map((c) => rc(c)[0]))].sort((a, b) => a - b);
  const cols = [...new Set(cells.map((c) => rc(c)[1]))].sort((a, b) => a - b);
  return (
    <g class="g-layer">
      <g class="g-edge-labels" aria-hidden="true">
        {cols.map((c) => (
          <text key={`c${c}`} x={(c / 2) * SIDE} y={box.y + 16} text-anchor="middle">
            {columnLetter(c)}
          </text>
        ))}
        {rows.map((r) => (
          <text key={`r${r}`} x={box.x + 3} y={(r + 0.5) * HEIGHT + 4}>
            {rowNumber(r)}
          </text>
        ))}
      </g>
      {preview && (
        <g class={`g-preview ${preview.legal ? 'g-preview-ok' : 'g-preview-bad'}`} aria-hidden="true">
          <path d={path(corners(preview.at))} class="g-sea" />
          {tileShapes(preview.at, preview.tile, preview.rot).map((s) => (
            <path key={s.id} d={path(s.outline)} class={s.kind === 'coast' ? 'g-coast' : 'g-land'} />
          ))}
          <path d={path(corners(preview.at))} class="g-preview-edge" />
        </g>
      )}
    </g>
  );
}

/**
 * The space the cursor moves to with an arrow key: the nearest pickable
 * space that way (same row for left and right, nearest row for up and
 * down); `null` for any other key or when there is none.
 */
export function moveCursor(from: CellKey, key: string, cells: readonly CellKey[]): CellKey | null {
  const [r, c] = rc(from);
  const all = cells.map((x) => [x, ...rc(x)] as const);
  const pick = (ok: (row: number, col: number) => boolean, score: (row: number, col: number) => number) =>
    all.filter(([, row, col]) => ok(row, col)).sort((a, b) => score(a[1], a[2]) - score(b[1], b[2]))[0]?.[0] ?? null;
  switch (key) {
    case 'ArrowLeft':
      return pick((row, col) => row === r && col < c, (_, col) => c - col);
    case 'ArrowRight':
      return pick((row, col) => row === r && col > c, (_, col) => col - c);
    case 'ArrowUp':
      return pick((row) => row < r, (row, col) => (r - row) * 100 + Math.abs(col - c));
    case 'ArrowDown':
      return pick((row) => row > r, (row, col) => (row - r) * 100 + Math.abs(col - c));
    default:
      return null;
  }
}
