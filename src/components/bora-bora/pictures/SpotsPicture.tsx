import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { SpotView } from '../../../explainers/bora-bora/views';
import type { Translate } from '../../../i18n/translate';
import { fitsLine, sentence, spotLine, type Names } from '../lines';
import { Die, Pic, r1 } from './glyphs';

const TILE_W = 76;
const GAP = 6;
const DIE = 25;
const TOP = 18;

/** Keys for the dice of one step: the same die keeps its key wherever it lies (`die-p1-5-0`: seat 1's first 5). */
export function dieKeys() {
  const seen = new Map<string, number>();
  return (seat: number, value: number) => {
    const k = `${seat}-${value}`;
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return `die-p${seat}-${value}-${n}`;
  };
}

/**
 * The action tiles in play and the fishing field, as tiles in rows of four, each with its
 * dice in the order they were placed; where the step asks which dice fit, a row 1–6 under
 * the tile marks them (solid: fits, dashed: fits with a blue god).
 */
export const spotsLabel = (t: Translate, names: Names, spots: SpotView[]) =>
  sentence(t(bmsg('bora.view.spots')), spots.map((s) => [spotLine(t, names, s), fitsLine(t, s)].filter(Boolean).join(', ')));

/**
 * The tiles' layout: each tile's place and width, a tile's height, and the picture's size. The rows
 * hold as even a share of the tiles as they can (eight 4 + 4, seven 4 + 3, six 3 + 3), and a row of
 * fewer tiles shares the same width among them: the picture is as wide as four tiles whatever the set,
 * so a phone draws its words no smaller, and a combined tile (Man/Woman, Land/Water, the 2- and 3-player
 * sets) is drawn in a row of three, a third wider. Four to a row, "Man/Woman" at the projector's 12 px
 * ran 6 px past its tile's sides, "Land/Water" 3 px.
 */
export function spotsLayout(spots: readonly SpotView[]) {
  const cols = Math.min(4, spots.length);
  const rows = Math.ceil(spots.length / Math.max(1, cols));
  const perRow = Math.ceil(spots.length / Math.max(1, rows));
  const inner = cols * TILE_W + (cols - 1) * GAP;
  const rowsOfDice = Math.max(1, ...spots.map((s) => Math.ceil(s.dice.length / 3)));
  const fits = spots.some((s) => s.fits);
  const tileH = 22 + rowsOfDice * DIE + (fits ? 16 : 0);
  const tiles = spots.map((_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, spots.length - row * perRow);
    const tw = (inner - (inRow - 1) * GAP) / inRow;
    return { x: 2 + (i % perRow) * (tw + GAP), y: TOP + row * (tileH + GAP), w: tw };
  });
  return { tiles, fits, tileH, w: inner + 4, h: TOP + rows * (tileH + GAP) + (fits ? 18 : 0) };
}

export function SpotsPicture({ spots, labelId, initial, t, dieKey, players }: { spots: SpotView[]; labelId: string; initial: (seat: number) => string; t: Translate; dieKey: ReturnType<typeof dieKeys>; players: number }): JSX.Element {
  const { tiles, fits, tileH, w, h } = spotsLayout(spots);
  // With fewer than four players the tiles are another set (some tiles share two actions): the title says whose.
  const title = t(players < 4 ? bmsg('bora.view.spotsFor', { players }) : bmsg('bora.view.spots'));
  return (
    <Pic w={w} h={h} labelId={labelId} kind="spots" title={title}>
      {spots.map((s, i) => {
        const { x, y, w: tw } = tiles[i]!;
        const perRow = Math.min(3, Math.max(1, s.dice.length));
        const left = x + tw / 2 - ((perRow - 1) * DIE) / 2;
        return (
          <g key={s.spot} class={`bb-spot-g${s.spot === 'fishing' ? ' bb-fishing' : ''}${s.focus ? ' bb-f' : ''}`}>
            <rect x={r1(x)} y={y} width={r1(tw)} height={tileH} rx="6" class="bb-tile" />
            <text x={r1(x + tw / 2)} y={y + 16} class="bb-tile-name">
              {t(bmsg(`bora.pic.spot.${s.spot}`))}
            </text>
            {s.dice.map((d, j) => (
              <Die
                key={j}
                x={r1(left + (j % 3) * DIE)}
                y={y + 22 + Math.floor(j / 3) * DIE + DIE / 2}
                value={d.value}
                seat={d.seat}
                initial={initial(d.seat)}
                blue={d.blue}
                dkey={dieKey(d.seat, d.value)}
              />
            ))}
            {s.fits &&
              [1, 2, 3, 4, 5, 6].map((v) => {
                const kind = `${s.fits!.plain.includes(v) ? 'bb-fit' : s.fits!.withBlue.includes(v) ? 'bb-fit-blue' : 'bb-fit-no'}${s.tried === v ? ' bb-fit-tried' : ''}`;
                const fx = r1(x + tw / 2 - 35 + (v - 1) * 12);
                const fy = y + tileH - 16;
                return (
                  <g key={v} class={kind}>
                    <rect x={fx} y={fy} width="10" height="12" rx="2" />
                    <text x={fx + 5} y={fy + 9.5}>
                      {`${v}`}
                    </text>
                  </g>
                );
              })}
          </g>
        );
      })}
      {fits && <FitsLegend w={w} h={h} t={t} />}
    </Pic>
  );
}

/**
 * The key under the tiles: the blue god's entry starts after the plain one's words, not at half the
 * picture (Polish "pasuje z niebieskim bogiem", at the projector's 12 px, ran past the picture's
 * edge). The words are not measured on the server: each letter is counted as wide as the widest
 * the projector draws (7.8 units), which leaves room to spare.
 */
function FitsLegend({ w, h, t }: { w: number; h: number; t: Translate }): JSX.Element {
  const plain = t(bmsg('bora.pic.fits'));
  const blueX = Math.min(w / 2, 16 + plain.length * 7.8 + 16);
  return (
    <g class="bb-legend">
      <g class="bb-fit">
        <rect x="2" y={h - 14} width="10" height="12" rx="2" />
      </g>
      <text x="16" y={h - 4}>
        {plain}
      </text>
      <g class="bb-fit-blue">
        <rect x={blueX} y={h - 14} width="10" height="12" rx="2" />
      </g>
      <text x={blueX + 14} y={h - 4}>
        {t(bmsg('bora.pic.fitsBlue'))}
      </text>
    </g>
  );
}
