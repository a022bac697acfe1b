import { spotsFor } from '../../games/bora-bora/dice';
import { DICE_PER_PLAYER, GOD_COLOURS } from '../../games/bora-bora/types';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { row } from './row';
import type { Drawn, GamePieces } from './types';

/**
 * The action tiles for four players (the engine's `spotsFor`), fishing left out (a board field, not a
 * tile): in rows of four, each named as the examples' pictures name it (`bora.pic.spot.*`,
 * pictures/SpotsPicture.tsx), with room for three dice. Four to a row keeps the names legible and
 * inside their tiles on a 360 px phone.
 */
function actionTiles(t: Translate): Drawn {
  const tiles = spotsFor(4).filter((s) => s !== 'fishing');
  const w = 76;
  const h = 56;
  const gap = 6;
  const cols = 4;
  const rows = Math.ceil(tiles.length / cols);
  const label = t(msg('pieces.bora.actions', { n: tiles.length, tiles: tiles.map((s) => t(msg(`bora.spot.${s}`))).join(', ') }));
  return {
    viewBox: `0 0 ${cols * w + (cols - 1) * gap + 4} ${rows * (h + gap) - gap + 4}`,
    label,
    shapes: (
      <g>
        {tiles.map((spot, i) => {
          const x = 2 + (i % cols) * (w + gap);
          const y = 2 + Math.floor(i / cols) * (h + gap);
          return (
            <g key={spot}>
              <rect x={x} y={y} width={w} height={h} rx={6} class="pc-tile" />
              <text x={x + w / 2} y={y + 18} text-anchor="middle" class="pc-label">
                {t(msg(`bora.pic.spot.${spot}`))}
              </text>
              {Array.from({ length: DICE_PER_PLAYER }, (_, d) => (
                <rect key={d} x={x + w / 2 - 23 + d * 16} y={y + 30} width={13} height={13} rx={2} class="pc-place" />
              ))}
            </g>
          );
        })}
      </g>
    ),
  };
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
