import type { JSX } from 'preact';
import { jewelName } from '../../../explainers/bora-bora/common';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { JewelleryView } from '../../../explainers/bora-bora/views';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import type { Names } from '../lines';
import { Glyph, Pic, Token } from './glyphs';

const TILE_W = 76;
const TILE_H = 56;
const GAP = 4;
const TOP = 18;
/** The picture's height in drawing units (projector.ts fits it with the others). */
export const JEWELLERY_H = TOP + TILE_H + 4;

/** A kind's name on its tile: on two lines where it is long and has a space ("bransoletka na kostkę"), split nearest its middle. */
function lines(name: string): string[] {
  if (name.length <= 11 || !name.includes(' ')) return [name];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index!);
  const at = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  return [name.slice(0, at), name.slice(at + 1)];
}

const titleOf = (t: Translate, j: JewelleryView) => `${t(msg('bora.sandbox.displays.jewellery'))} · ${t(msg('bora.sandbox.displays.round', { round: j.round }))}`;

/** The round's jewellery in words: each row's tile and price, the one just bought and by whom. */
export function jewelleryLabel(t: Translate, names: Names, j: JewelleryView): string {
  const rows = j.tiles.map((tile, row) => {
    if (j.bought?.row === row) return `${t(bmsg('bora.option.jewel', { row: row + 1, kind: jewelName(j.bought.kind), price: j.bought.price }))} (${names(j.bought.seat)})`;
    return tile ? t(bmsg('bora.option.jewel', { row: row + 1, kind: jewelName(tile.kind), price: tile.price })) : `${row + 1}: ${t(msg('bora.sandbox.displays.gone'))}`;
  });
  return `${titleOf(t, j)}: ${rows.join('; ')}.`;
}

/**
 * The jewellery this round's Phase C sells, its rows left to right (a worked example's jewellery steps): each tile's
 * kind and price in shells; the tile a player has just bought stays drawn in its row, marked, with the buyer's token.
 */
export function JewelleryPicture({ j, labelId, initial, t }: { j: JewelleryView; labelId: string; initial: (seat: number) => string; t: Translate }): JSX.Element {
  const w = j.tiles.length * (TILE_W + GAP) + 2;
  return (
    <Pic w={w} h={JEWELLERY_H} labelId={labelId} kind="jewellery" title={titleOf(t, j)}>
      {j.tiles.map((tile, row) => {
        const x = 2 + row * (TILE_W + GAP);
        const bought = j.bought?.row === row ? j.bought : null;
        const shown = bought ?? tile;
        return (
          <g key={row} class={bought ? 'bb-f' : undefined}>
            <rect x={x} y={TOP} width={TILE_W} height={TILE_H} rx="4" class={shown ? 'bb-tile' : 'bb-tile bb-jewel-none'} />
            {(shown ? lines(t(jewelName(shown.kind))) : ['–']).map((line, k, all) => (
              <text key={k} x={x + TILE_W / 2} y={TOP + (all.length > 1 ? 14 : 19) + k * 13} class="bb-jewel-k">
                {line}
              </text>
            ))}
            {shown && <Glyph kind="shell" x={x + TILE_W / 2 - 8} y={TOP + 42} />}
            {shown && (
              <text x={x + TILE_W / 2 + 2} y={TOP + 47} class="bb-n">
                {`${shown.price}`}
              </text>
            )}
            {bought && <Token x={x + TILE_W - 11} y={TOP + TILE_H - 11} seat={bought.seat} initial={initial(bought.seat)} r={7.5} />}
          </g>
        );
      })}
    </Pic>
  );
}
