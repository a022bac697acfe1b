import type { JSX } from 'preact';
import type { TrackView } from '../../../explainers/bora-bora/views';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { Pic, Token } from './glyphs';

/** The track's geometry: rows of eight spaces, each with its points above it and its markers stacked under it. */
const PER_ROW = 8;
const SPACE_W = 40;
const BOX_H = 22;
const MARKER = 17;
/** The title's line above the first row. */
const HEAD = 16;

const rowsOf = (spaces: readonly TrackView[]) => Array.from({ length: Math.ceil(spaces.length / PER_ROW) }, (_, r) => spaces.slice(r * PER_ROW, (r + 1) * PER_ROW));
const rowHeight = (row: readonly TrackView[]) => 16 + BOX_H + 4 + Math.max(0, ...row.map((x) => x.seats.length)) * MARKER + 6;

/** The picture's height in drawing units (projector.ts fits it with the others); `titled`: with its title's line. */
export const trackHeight = (spaces: readonly TrackView[], titled = true) => (titled ? HEAD : 0) + rowsOf(spaces).reduce((n, row) => n + rowHeight(row), 0);

/**
 * The track in words: each marker's space, the top of a stack first, and (the sandbox's board, `points`) the points each
 * space scores. A step's words leave the points out: its caption says what is scored, and the Bora Bora rulebook sits
 * at its HTML budget.
 */
export function trackLabel(t: Translate, names: (seat: number) => string, spaces: readonly TrackView[], points = true): string {
  const markers = spaces.flatMap((x) => x.seats.map((seat) => t(msg('bora.sandbox.displays.trackAt', { player: names(seat), space: x.space })))).join('; ');
  return points ? t(msg('bora.sandbox.displays.trackLabel', { markers, points: spaces.map((x) => x.points).join(', ') })) : t(msg('bora.view.track', { markers }));
}

/**
 * The status track (a worked example's Phase C, a practice question, the sandbox's main board): the board's
 * spaces, the points each scores above it and the players' markers under it, the top of a stack first, so the
 * next turn order reads off it. A space the step scores a player for is marked. Untitled (`titled` false) under a
 * heading that names it already (the sandbox's display).
 */
export function TrackPicture({ spaces, labelId, initial, t, titled = true }: { spaces: readonly TrackView[]; labelId: string; initial: (seat: number) => string; t: Translate; titled?: boolean }): JSX.Element {
  const rows = rowsOf(spaces);
  const tops = rows.map((_, r) => (titled ? HEAD : 0) + rows.slice(0, r).reduce((n, row) => n + rowHeight(row), 0));
  const w = PER_ROW * SPACE_W + 4;
  return (
    <Pic w={w} h={trackHeight(spaces, titled)} labelId={labelId} kind="track" title={titled ? t(msg('bora.sandbox.displays.track')) : undefined}>
      {rows.flatMap((row, r) =>
        row.map((x, i) => {
          const left = 2 + i * SPACE_W;
          const mid = left + SPACE_W / 2 - 2;
          const top = tops[r]! + 16;
          return (
            <g key={x.space} class={x.focus ? 'bb-f' : undefined}>
              <text x={mid} y={top - 4} class="bb-track-pts">
                {`${x.points}`}
              </text>
              <rect x={left} y={top} width={SPACE_W - 4} height={BOX_H} rx="3" class="bb-track-space" />
              <text x={mid} y={top + 16} class="bb-track-n">
                {`${x.space}`}
              </text>
              {x.seats.map((seat, k) => (
                <Token key={seat} x={mid} y={top + BOX_H + 4 + MARKER / 2 + k * MARKER} seat={seat} initial={initial(seat)} r={7.5} />
              ))}
            </g>
          );
        }),
      )}
    </Pic>
  );
}
