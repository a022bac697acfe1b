import { builderCost, INITIAL_COST } from '../../games/pillars-of-the-earth/cost-track';
import { CRAFTSMAN_ROW_LIMIT, STARTING_CRAFTSMEN } from '../../games/pillars-of-the-earth/craftsmen';
import { msg } from '../../explainers/messages';
import { list } from '../../explainers/pillars/messages';
import type { Translate } from '../../i18n/translate';
import type { Drawn, GamePieces } from './types';

/** The cost track: a field per price, from the first builder drawn down to the first free one (the engine's `builderCost`). */
function track(t: Translate): Drawn {
  const prices = Array.from({ length: INITIAL_COST + 1 }, (_, i) => builderCost(i + 1));
  const w = 30;
  return {
    viewBox: `0 0 ${prices.length * w + 4} 46`,
    label: t(msg('pieces.pillars.track', { prices: prices.join(', ') })),
    shapes: (
      <g>
        {prices.map((p, i) => (
          <g key={i}>
            <rect x={2 + i * w} y={12} width={w - 3} height={30} rx={3} class={i === 0 ? 'pc-field pc-field-marker' : 'pc-field'} />
            <text x={2 + i * w + (w - 3) / 2} y={32} text-anchor="middle" class="pc-number">
              {String(p)}
            </text>
          </g>
        ))}
        <path d={`M${2 + (w - 3) / 2 - 6},2 h12 l-6,8 Z`} class="pc-ink" />
      </g>
    ),
  };
}

/** A player's craftsman row: its places, the three starting craftsmen in the first of them. */
function craftsmen(t: Translate): Drawn {
  const w = 64;
  const names = STARTING_CRAFTSMEN.map((c) => msg(`pillars.craftsman.${c}`));
  return {
    viewBox: `0 0 ${CRAFTSMAN_ROW_LIMIT * w + 4} 74`,
    label: t(msg('pieces.pillars.craftsmen', { places: CRAFTSMAN_ROW_LIMIT, n: names.length, names: list(names) })),
    shapes: (
      <g>
        {Array.from({ length: CRAFTSMAN_ROW_LIMIT }, (_, i) => {
          const name = names[i];
          const x = 2 + i * w;
          return (
            <g key={i}>
              <rect x={x} y={2} width={w - 6} height={70} rx={4} class={name ? 'pc-card' : 'pc-place'} />
              {name && (
                <>
                  <path d="M-8,-8 h16 v6 h-16 Z M-2,-2 h4 v14 h-4 Z" transform={`translate(${x + (w - 6) / 2} 30)`} class="pc-ink" />
                  <text x={x + (w - 6) / 2} y={62} text-anchor="middle" class="pc-small" textLength={t(name).length > 9 ? w - 12 : undefined} lengthAdjust="spacingAndGlyphs">
                    {t(name)}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </g>
    ),
  };
}

export const pillarsPieces: GamePieces = { track, craftsmen };
