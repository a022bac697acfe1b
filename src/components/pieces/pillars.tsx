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

/** A card's name in lines that fit its width at `.pc-name`'s size (12 units, a glyph up to about 7.4 wide): two words too long for one line take two. */
function nameLines(name: string, width: number): string[] {
  const words = name.split(' ');
  return name.length * 7.4 > width && words.length > 1 ? [words[0]!, words.slice(1).join(' ')] : [name];
}

/**
 * A player's craftsman row: its places, the three starting craftsmen in the first of them. A card is as wide as
 * its longest one-word name ("Woodworker", about 74 units) and a margin; an empty place is drawn narrow, so the
 * row is 330 units and its names read at 11 px or more on a 360 px phone (five full places made 444, 9.9 px there).
 */
function craftsmen(t: Translate): Drawn {
  const w = 88;
  const empty = 30;
  const h = 90;
  const names = STARTING_CRAFTSMEN.map((c) => msg(`pillars.craftsman.${c}`));
  const width = (i: number) => (names[i] ? w : empty);
  const left = (i: number) => 2 + Array.from({ length: i }, (_, j) => width(j)).reduce((a, b) => a + b, 0);
  return {
    viewBox: `0 0 ${left(CRAFTSMAN_ROW_LIMIT) + 4} ${h + 4}`,
    label: t(msg('pieces.pillars.craftsmen', { places: CRAFTSMAN_ROW_LIMIT, n: names.length, names: list(names) })),
    shapes: (
      <g>
        {Array.from({ length: CRAFTSMAN_ROW_LIMIT }, (_, i) => {
          const name = names[i];
          const x = left(i);
          const lines = name ? nameLines(t(name), w - 12) : [];
          return (
            <g key={i}>
              <rect x={x} y={2} width={width(i) - 6} height={h} rx={4} class={name ? 'pc-card' : 'pc-place'} />
              {name && <path d="M-8,-8 h16 v6 h-16 Z M-2,-2 h4 v14 h-4 Z" transform={`translate(${x + (w - 6) / 2} 32)`} class="pc-ink" />}
              {lines.map((line, j) => (
                <text key={j} x={x + (w - 6) / 2} y={h - 10 - (lines.length - 1 - j) * 15} text-anchor="middle" class="pc-name">
                  {line}
                </text>
              ))}
            </g>
          );
        })}
      </g>
    ),
  };
}

export const pillarsPieces: GamePieces = { track, craftsmen };
