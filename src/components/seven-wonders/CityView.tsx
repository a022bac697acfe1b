import type { JSX } from 'preact';
import type { CardColour } from '../../games/seven-wonders';
import type { StoryRefusal } from '../../explainers/seven-wonders/refused';
import type { CardChip as Chip, CityView as Model } from '../../explainers/seven-wonders/views';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { CARD_SYMBOL, round } from './table';

const ACTION_KEY = { build: 'sw.action.build', wonder: 'sw.action.wonder', discard: 'sw.action.discard' } as const;
/** What a refused play means for the card, by the engine's reason (a refused build is never captioned "Build it"). */
const REFUSED_KEY: Partial<Record<StoryRefusal, 'sw.pic.refused.duplicate-building' | 'sw.pic.refused.wonder-complete'>> = {
  'duplicate-building': 'sw.pic.refused.duplicate-building',
  'wonder-complete': 'sw.pic.refused.wonder-complete',
};
/** Under the card in play: the action, or what the engine's refusal of it means. */
const playingMessage = ({ action, refused }: NonNullable<Model['playing']>) => msg(refused ? (REFUSED_KEY[refused] ?? 'sw.pic.refused.other') : ACTION_KEY[action]);
/** Cards are laid out by colour, as players sort their city at the table. */
const COLOURS: readonly CardColour[] = ['brown', 'grey', 'blue', 'yellow', 'red', 'green', 'purple'];
const W = 340;
const CARD_H = 22;
/**
 * Card labels' type sizes (pictures.css): 12.5 units, or 10 in a city whose columns are too narrow for
 * a label at 12.5 (four colours or more, as practice's cities at an Age's end), which would squeeze it.
 */
const CARD_FONT = { full: 12.5, compact: 10 };
/**
 * Average glyph widths, in ems: a generous one tells that a label surely fits a card at the full type, a
 * modest one that it surely does not fit, to be squeezed (`textLength` squeezes a shorter label too, by stretching it).
 */
const GLYPH_EM = { most: 0.58, least: 0.46 };
const cardLabel = (card: Chip) => `${CARD_SYMBOL[card.colour]} ${card.name}`;
const fits = (label: string, w: number, font: number, em: number) => label.length * em * font <= w - 8;
/** Where the buildings start: under the treasury and the card in play. */
const BUILDINGS_Y = 72;
/** The Wonder board's height, and its stages'. */
const BOARD_H = 44;
const STAGE_H = 32;

/** "Your city", or the city of the player a question names. */
const cityName = (view: Model, t: Translate) => t(view.owner ? msg('sw.view.cityOf', { name: view.owner }) : msg('sw.view.city'));

/** The picture's words: coins, buildings by name, Wonder stages, the card in play. */
export function cityLabel(view: Model, t: Translate): string {
  const buildings = view.buildings.map((b) => b.name).join(', ');
  const playing = view.playing
    ? t(msg('sw.pic.playing', { card: view.playing.card.name, action: playingMessage(view.playing) }))
    : '';
  const city = t(msg('sw.pic.city', { whose: cityName(view, t), coins: view.coins, n: view.buildings.length, buildings, built: view.stagesBuilt, stages: view.stages }));
  // Where the picture shows what each stage gives, its name says it too.
  const stages = view.stageShields?.map((n, i) => `${t(msg('sw.view.stage', { n: i + 1 }))}: ${t(msg('sw.view.stageShields', { n }))}`);
  const shields = stages ? ` ${t(msg('sw.pic.stageShields', { list: stages.join('; ') }))}` : '';
  return playing ? `${city}${shields} ${playing}` : `${city}${shields}`;
}

/** A card as a small labelled rectangle: its colour, its colour's symbol and its name. */
function CardShape({ card, x, y, w, font, dataKey = `card-${card.id}` }: { card: Chip; x: number; y: number; w: number; font: number; dataKey?: string }): JSX.Element {
  const label = cardLabel(card);
  // Long names are squeezed to the card rather than spilling over the next one.
  const squeeze = !fits(label, w, font, GLYPH_EM.least);
  return (
    <g class={`sw-pic-citycard sw-stroke-${card.colour}`} data-key={dataKey}>
      <rect x={x} y={y} width={w} height={CARD_H} rx={2} />
      <text x={x + 4} y={y + 15.5} {...(squeeze ? { textLength: w - 8, lengthAdjust: 'spacingAndGlyphs' } : {})}>
        {label}
      </text>
    </g>
  );
}

/** The city from above: treasury, buildings sorted by colour, the Wonder board with its stages, the card being played. */
/**
 * The buildings' columns, one per colour, in bands: four colours or more take two bands, so each card is
 * wider and its name keeps its type (five colours in one band set every name at 8.7 px on a 390 px phone).
 * Each card's place, and where the buildings end.
 */
function cityColumns(buildings: Model['buildings']) {
  const columns = COLOURS.map((c) => buildings.filter((b) => b.colour === c)).filter((col) => col.length > 0);
  const perBand = columns.length > 3 ? Math.ceil(columns.length / 2) : Math.max(1, columns.length);
  const colW = Math.min(106, (W - 20) / perBand);
  const cards: { card: Chip; x: number; y: number }[] = [];
  let top = BUILDINGS_Y;
  for (let band = 0; band * perBand < columns.length; band++) {
    const cols = columns.slice(band * perBand, (band + 1) * perBand);
    cols.forEach((col, i) => col.forEach((card, j) => cards.push({ card, x: round(10 + i * colW), y: top + j * (CARD_H + 4) })));
    top += Math.max(...cols.map((c) => c.length)) * (CARD_H + 4) + 6;
  }
  return { empty: columns.length === 0, colW, cards, end: columns.length === 0 ? BUILDINGS_Y + CARD_H + 4 : top - 6 };
}

function CityPicture({ view, t }: { view: Model; t: Translate }): JSX.Element {
  const { empty, colW, cards, end } = cityColumns(view.buildings);
  const wonderY = end + 4;
  const height = wonderY + BOARD_H + 6;
  const slotW = (W - 40) / Math.max(1, view.stages);
  const p = view.playing;
  const compact = !view.buildings.every((b) => fits(cardLabel(b), colW - 4, CARD_FONT.full, GLYPH_EM.most));
  const font = CARD_FONT[compact ? 'compact' : 'full'];
  return (
    <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={cityLabel(view, t)} class={compact ? 'sw-city-compact' : undefined}>
      <g class="sw-pic-coins" data-key="coins">
        <circle cx={28} cy={30} r={18} />
        <text x={28} y={35} text-anchor="middle" data-count={view.coins}>
          {String(view.coins)}
        </text>
        {view.coinsDelta !== 0 && (
          <text x={52} y={35} class="sw-pic-delta">
            {`+${view.coinsDelta}`}
          </text>
        )}
      </g>
      {p && (
        <g class={`sw-pic-playing${p.refused ? ' refused' : ''}`} data-key="playing">
          <text x={W - 10} y={14} text-anchor="end" class="sw-pic-small">
            {t(msg('sw.view.playing'))}
          </text>
          <CardShape card={p.card} x={W - 120} y={20} w={110} font={font} dataKey="card-in-play" />
          <text x={W - 10} y={60} text-anchor="end" class="sw-pic-small">
            {`${p.refused ? '✗' : '→'} ${t(playingMessage(p))}`}
          </text>
          {p.refused && <path d={`M${W - 120},20 L${W - 10},${20 + CARD_H} M${W - 120},${20 + CARD_H} L${W - 10},20`} class="sw-pic-cross" />}
        </g>
      )}
      {empty && (
        <text x={10} y={BUILDINGS_Y + 15} class="sw-pic-small">
          {t(msg('sw.view.noBuildings'))}
        </text>
      )}
      {cards.map(({ card, x, y }) => (
        <CardShape key={card.id} card={card} x={x} y={y} w={round(colW - 4)} font={font} />
      ))}
      <g class="sw-pic-wonder" data-key="wonder">
        <rect x={10} y={wonderY} width={W - 20} height={BOARD_H} rx={4} class="sw-pic-board" />
        {Array.from({ length: view.stages }, (_, i) => {
          const built = i < view.stagesBuilt;
          const x = round(20 + i * slotW);
          return (
            <g key={i} class={`sw-pic-stage${built ? ' built' : ''}`} data-key={`stage-${i + 1}`}>
              <rect x={x + 2} y={wonderY + 6} width={round(slotW - 4)} height={STAGE_H} rx={3} />
              <text x={round(x + slotW / 2)} y={wonderY + (view.stageShields ? 20 : 26.5)} text-anchor="middle">
                {`${built ? '✓ ' : ''}${t(msg('sw.view.stage', { n: i + 1 }))}`}
              </text>
              {view.stageShields && (
                <text x={round(x + slotW / 2)} y={wonderY + 34} text-anchor="middle" class="sw-pic-small" data-count={view.stageShields[i] ?? 0}>
                  {t(msg('sw.view.stageShields', { n: view.stageShields[i] ?? 0 }))}
                </text>
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/**
 * One city, drawn: treasury (with the change this step), buildings, the Wonder's stages and the card in
 * play. The drawing's name ({@link cityLabel}) says all of it in words; nothing beneath repeats it.
 */
export function CityView({ view, t }: { view: Model; t: Translate }): JSX.Element {
  return (
    <figure class="sw-city">
      <figcaption class="sw-city-head">
        <strong>{cityName(view, t)}</strong>
      </figcaption>
      <CityPicture view={view} t={t} />
    </figure>
  );
}
