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
const CARD_H = 18;

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
function CardShape({ card, x, y, w, dataKey = `card-${card.id}` }: { card: Chip; x: number; y: number; w: number; dataKey?: string }): JSX.Element {
  const label = `${CARD_SYMBOL[card.colour]} ${card.name}`;
  // Long names are squeezed to the card rather than spilling over the next one.
  const squeeze = label.length * 4.6 > w - 6;
  return (
    <g class={`sw-pic-citycard sw-stroke-${card.colour}`} data-key={dataKey}>
      <rect x={x} y={y} width={w} height={CARD_H} rx={2} />
      <text x={x + 3} y={y + 12.5} {...(squeeze ? { textLength: w - 6, lengthAdjust: 'spacingAndGlyphs' } : {})}>
        {label}
      </text>
    </g>
  );
}

/** The city from above: treasury, buildings sorted by colour, the Wonder board with its stages, the card being played. */
function CityPicture({ view, t }: { view: Model; t: Translate }): JSX.Element {
  const columns = COLOURS.map((c) => view.buildings.filter((b) => b.colour === c)).filter((col) => col.length > 0);
  const colW = Math.min(80, (W - 20) / Math.max(1, columns.length));
  const tallest = Math.max(1, ...columns.map((c) => c.length));
  const wonderY = 64 + tallest * (CARD_H + 3) + 8;
  const height = wonderY + 46;
  const slotW = (W - 40) / Math.max(1, view.stages);
  const p = view.playing;
  return (
    <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-label={cityLabel(view, t)}>
      <g class="sw-pic-coins" data-key="coins">
        <circle cx={28} cy={28} r={18} />
        <text x={28} y={33} text-anchor="middle" data-count={view.coins}>
          {String(view.coins)}
        </text>
        {view.coinsDelta !== 0 && (
          <text x={52} y={33} class="sw-pic-delta">
            {`+${view.coinsDelta}`}
          </text>
        )}
      </g>
      {p && (
        <g class={`sw-pic-playing${p.refused ? ' refused' : ''}`} data-key="playing">
          <text x={W - 10} y={14} text-anchor="end" class="sw-pic-small">
            {t(msg('sw.view.playing'))}
          </text>
          <CardShape card={p.card} x={W - 110} y={20} w={100} dataKey="card-in-play" />
          <text x={W - 10} y={52} text-anchor="end" class="sw-pic-small">
            {`${p.refused ? '✗' : '→'} ${t(playingMessage(p))}`}
          </text>
          {p.refused && <path d={`M${W - 110},20 L${W - 10},${20 + CARD_H} M${W - 110},${20 + CARD_H} L${W - 10},20`} class="sw-pic-cross" />}
        </g>
      )}
      {columns.length === 0 && (
        <text x={10} y={78} class="sw-pic-small">
          {t(msg('sw.view.noBuildings'))}
        </text>
      )}
      {columns.map((col, i) =>
        col.map((card, j) => <CardShape key={card.id} card={card} x={round(10 + i * colW)} y={64 + j * (CARD_H + 3)} w={round(colW - 4)} />),
      )}
      <g class="sw-pic-wonder" data-key="wonder">
        <rect x={10} y={wonderY} width={W - 20} height={38} rx={4} class="sw-pic-board" />
        {Array.from({ length: view.stages }, (_, i) => {
          const built = i < view.stagesBuilt;
          const x = round(20 + i * slotW);
          return (
            <g key={i} class={`sw-pic-stage${built ? ' built' : ''}`} data-key={`stage-${i + 1}`}>
              <rect x={x + 2} y={wonderY + 6} width={round(slotW - 4)} height={26} rx={3} />
              <text x={round(x + slotW / 2)} y={wonderY + (view.stageShields ? 17 : 23)} text-anchor="middle">
                {`${built ? '✓ ' : ''}${t(msg('sw.view.stage', { n: i + 1 }))}`}
              </text>
              {view.stageShields && (
                <text x={round(x + slotW / 2)} y={wonderY + 28} text-anchor="middle" class="sw-pic-small" data-count={view.stageShields[i] ?? 0}>
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
