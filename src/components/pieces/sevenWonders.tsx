import { CARD_COLOURS, DEFEAT_POINTS, victoryPoints, type Age, type CardColour } from '../../games/seven-wonders';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { CARD_SYMBOL } from '../seven-wonders/table';
import type { Drawn, GamePieces } from './types';

/**
 * An Age card of one colour, drawn schematically: its colour and the colour's symbol. The
 * source's card pages did not survive, so no cost is drawn, and the words say why.
 */
function card(colour: CardColour, t: Translate): Drawn {
  return {
    viewBox: '0 0 60 84',
    label: t(msg('pieces.sw.card', { colour: msg(`sw.colour.${colour}`) })),
    shapes: (
      <g class={`sw-stroke-${colour}`}>
        <rect x={2} y={2} width={56} height={80} rx={5} class="pc-card" />
        <rect x={2} y={2} width={56} height={18} rx={5} class={`sw-fill-${colour}`} />
        <text x={30} y={64} text-anchor="middle" class="pc-symbol">
          {CARD_SYMBOL[colour]}
        </text>
      </g>
    ),
  };
}

/** The conflict tokens: a victory token per Age with the engine's points, and the defeat token. */
function tokens(t: Translate): Drawn {
  const ages: Age[] = [1, 2, 3];
  const values = ages.map((age) => victoryPoints(age));
  return {
    viewBox: `0 0 ${(values.length + 1) * 40} 40`,
    label: t(msg('pieces.sw.tokens', { points: values.join(', '), defeat: DEFEAT_POINTS })),
    shapes: (
      <g>
        {values.map((v, i) => (
          <g key={v} class="pc-victory">
            <circle cx={20 + i * 40} cy={20} r={16} class="pc-token" />
            <text x={20 + i * 40} y={25} text-anchor="middle" class="pc-token-text">{`+${v}`}</text>
          </g>
        ))}
        <g class="pc-defeat">
          <circle cx={20 + values.length * 40} cy={20} r={16} class="pc-token" />
          <text x={20 + values.length * 40} y={25} text-anchor="middle" class="pc-token-text">{`−${Math.abs(DEFEAT_POINTS)}`}</text>
        </g>
      </g>
    ),
  };
}

export const sevenWondersPieces: GamePieces = {
  ...Object.fromEntries(CARD_COLOURS.map((c) => [`card-${c}`, (t: Translate) => card(c, t)])),
  tokens,
};
