import { actionsOf, spotsFor } from '../../games/bora-bora/dice';
import { DICE_PER_PLAYER, GOD_COLOURS } from '../../games/bora-bora/types';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { row } from './row';
import type { Drawn, GamePieces } from './types';

/** The action tiles for four players (the engine's `spotsFor`), each with its action(s) named; fishing is a board field, not a tile. */
function actionTiles(t: Translate): Drawn {
  const tiles = spotsFor(4).filter((s) => s !== 'fishing');
  const w = 76;
  const label = t(msg('pieces.bora.actions', { n: tiles.length, tiles: tiles.map((s) => t(msg(`bora.spot.${s}`))).join(', ') }));
  return row(tiles, w, 64, label, (spot, x) => (
    <g key={spot}>
      <rect x={x} y={2} width={w - 6} height={60} rx={6} class="pc-tile" />
      {actionsOf(spot).map((a, j) => (
        <text key={a} x={x + (w - 6) / 2} y={22 + j * 12} text-anchor="middle" class="pc-label" textLength={t(msg(`bora.action.${a}`)).length > 12 ? w - 12 : undefined} lengthAdjust="spacingAndGlyphs">
          {t(msg(`bora.action.${a}`))}
        </text>
      ))}
      {Array.from({ length: DICE_PER_PLAYER }, (_, d) => (
        <rect key={d} x={x + 12 + d * 16} y={40} width={13} height={13} rx={2} class="pc-place" />
      ))}
    </g>
  ));
}

/** God cards, one of each colour the engine knows; the card's effect is in the text beside it. */
function gods(t: Translate): Drawn {
  const w = 44;
  const label = t(msg('pieces.bora.gods', { n: GOD_COLOURS.length, gods: GOD_COLOURS.map((c) => t(msg(`bora.god.${c}`))).join(', ') }));
  return row(GOD_COLOURS, w, 68, label, (c, x) => (
    <g key={c} class={`pc-god pc-god-${c}`}>
      <rect x={x} y={2} width={w - 6} height={60} rx={5} />
      <circle cx={x + (w - 6) / 2} cy={24} r={9} class="pc-god-face" />
      <path d={`M${x + (w - 6) / 2 - 12},52 q12,-16 24,0 Z`} class="pc-god-face" />
    </g>
  ));
}

export const boraBoraPieces: GamePieces = { 'action-tiles': actionTiles, gods };
