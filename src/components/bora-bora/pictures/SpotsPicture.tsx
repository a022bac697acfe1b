import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { SpotView } from '../../../explainers/bora-bora/views';
import type { Translate } from '../../../i18n/translate';
import { fitsLine, sentence, spotLine, type Names } from '../lines';
import { Die, Pic } from './glyphs';

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

/** The tiles' layout: columns, rows, a tile's height, and the picture's size. */
export function spotsLayout(spots: readonly SpotView[]) {
  const cols = Math.min(4, spots.length);
  const rowsOfDice = Math.max(1, ...spots.map((s) => Math.ceil(s.dice.length / 3)));
  const fits = spots.some((s) => s.fits);
  const tileH = 22 + rowsOfDice * DIE + (fits ? 16 : 0);
  const rows = Math.ceil(spots.length / cols);
  return { cols, fits, tileH, w: cols * TILE_W + (cols - 1) * GAP + 4, h: TOP + rows * (tileH + GAP) + (fits ? 18 : 0) };
}

export function SpotsPicture({ spots, labelId, initial, t, dieKey, players }: { spots: SpotView[]; labelId: string; initial: (seat: number) => string; t: Translate; dieKey: ReturnType<typeof dieKeys>; players: number }): JSX.Element {
  const { cols, fits, tileH, w, h } = spotsLayout(spots);
  // With fewer than four players the tiles are another set (some tiles share two actions): the title says whose.
  const title = t(players < 4 ? bmsg('bora.view.spotsFor', { players }) : bmsg('bora.view.spots'));
  return (
    <Pic w={w} h={h} labelId={labelId} kind="spots" title={title}>
      {spots.map((s, i) => {
        const x = 2 + (i % cols) * (TILE_W + GAP);
        const y = TOP + Math.floor(i / cols) * (tileH + GAP);
        const perRow = Math.min(3, Math.max(1, s.dice.length));
        const left = x + TILE_W / 2 - ((perRow - 1) * DIE) / 2;
        return (
          <g key={s.spot} class={`bb-spot-g${s.spot === 'fishing' ? ' bb-fishing' : ''}${s.focus ? ' bb-f' : ''}`}>
            <rect x={x} y={y} width={TILE_W} height={tileH} rx="6" class="bb-tile" />
            <text x={x + TILE_W / 2} y={y + 14} class="bb-tile-name">
              {t(bmsg(`bora.pic.spot.${s.spot}`))}
            </text>
            {s.dice.map((d, j) => (
              <Die
                key={j}
                x={left + (j % 3) * DIE}
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
                const kind = s.fits!.plain.includes(v) ? 'bb-fit' : s.fits!.withBlue.includes(v) ? 'bb-fit-blue' : 'bb-fit-no';
                const fx = x + 3 + (v - 1) * 12;
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
