import type { JSX } from 'preact';
import type { Colour } from '../../games/pillars-of-the-earth';
import { pmsg } from '../../explainers/pillars/messages';
import type { MillRow, PillarsView, PoolCard, TrackView } from '../../explainers/pillars/views';
import type { Translate } from '../../i18n/translate';

/** The drawing's width in its own units: the board picture and the projector's (StagePicture.tsx) share it. */
export const W = 320;
const FIELDS = [7, 6, 5, 4, 3, 2, 1, 0];
const FIELD_W = 36;
const FIELD_H = 52;
const CARD_W = 32;
const CARD_H = 44;
/** A worker pawn, small. */
export const PAWN = 'M-3,4 L-3,-1 A3,3 0 1 1 3,-1 L3,4 Z';
export const round = (n: number): number => Math.round(n * 10) / 10;

/** The colour's name, said with every picture that shows the colour: colour is never the only cue. */
const colourName = (c: Colour, t: Translate) => t(pmsg(`pillars.colour.${c}`));

export function poolCardText(c: PoolCard, t: Translate): string {
  if (c.kind === 'resource') {
    const card = pmsg('pillars.card', { tokens: c.tokens ?? 0, resource: pmsg(`pillars.resource.${c.resource ?? 'wood'}`) });
    return t(pmsg('pillars.view.poolResource', { card, workers: c.workers ?? 0 }));
  }
  return t(pmsg('pillars.view.poolCraftsman', { name: c.name ?? pmsg('pillars.view.none'), cost: c.cost ?? 0 }));
}

/** The picture's words, from the same view the picture draws: the track, the pool, the mill, everyone's gold. */
export function boardLabel(view: PillarsView, t: Translate): string {
  const parts: string[] = [];
  const track = view.track;
  if (track) {
    const waiting = track.waiting.length
      ? track.waiting.map((w) => t(pmsg('pillars.view.waitingItem', { builder: pmsg(`pillars.builder.${w.colour}`), field: w.field }))).join(', ')
      : t(pmsg('pillars.view.none'));
    parts.push(t(pmsg('pillars.view.trackSummary', { marker: track.marker, waiting })));
    if (track.onMarker) parts.push(`${t(pmsg('pillars.view.drawn', { builder: pmsg(`pillars.builder.${track.onMarker}`) }))}.`);
    parts.push(`${t(pmsg('pillars.view.bag', { n: track.bag }))}.`);
  }
  if (view.pool) {
    const cards = view.pool.map((c) => (c.state === 'open' ? poolCardText(c, t) : `${poolCardText(c, t)} (${t(pmsg(`pillars.view.state.${c.state}`))})`));
    parts.push(t(pmsg('pillars.pic.pool', { n: cards.length, cards: cards.join('; ') })));
  }
  if (view.mill) {
    const rows = view.mill.map((r) => `${colourName(r.colour, t)}: ${t(pmsg('pillars.view.millRow', { workers: r.workers, small: r.small, large: r.large }))}`);
    parts.push(t(pmsg('pillars.pic.mill', { rows: rows.join('; ') })));
  }
  const gold = view.players.map((p) => {
    const builders = view.show.builders ? `, ${t(pmsg('pillars.view.builders', { placed: p.placed, waiting: p.waiting }))}` : '';
    return `${colourName(p.colour, t)}: ${t(pmsg('pillars.view.goldOf', { gold: p.wealth, cap: view.cap }))}${builders}`;
  });
  parts.push(t(pmsg('pillars.pic.players', { players: gold.join('; ') })));
  return parts.join(' ');
}

/** A builder or a player's marker: a coloured disc with the colour's initial. */
export function Disc({ colour, x, y, r = 8, t, dataKey, ring = false }: { colour: Colour; x: number; y: number; r?: number; t: Translate; dataKey?: string; ring?: boolean }) {
  return (
    <g class={`pi-disc pi-fill-${colour}${ring ? ' pi-disc-drawn' : ''}`} data-key={dataKey}>
      <circle cx={x} cy={y} r={r} />
      <text x={x} y={y + r * 0.4} text-anchor="middle">
        {t(pmsg(`pillars.initial.${colour}`))}
      </text>
    </g>
  );
}

function Title({ y, text }: { y: number; text: string }) {
  return (
    <text x={4} y={y} class="pi-pic-title">
      {text}
    </text>
  );
}

/** Above the track's fields: its title and, under it, the marker's pointer. */
const TRACK_TOP = 21;

/** Phase II's cost track: fields 7 to 0, the marker over one, builders waiting on theirs. */
export function Track({ track, y, t }: { track: TrackView; y: number; t: Translate }) {
  // At 18 the marker's pointer touched the title's words.
  const top = y + TRACK_TOP;
  const x0 = (W - FIELDS.length * FIELD_W) / 2;
  return (
    <g class="pi-pic-track">
      <Title y={y + 10} text={t(pmsg('pillars.view.track'))} />
      {FIELDS.map((f, i) => {
        const x = x0 + i * FIELD_W;
        const here = track.waiting.filter((w) => w.field === f);
        const marker = track.marker === f;
        return (
          <g key={f} class={`pi-pic-field${marker ? ' marker' : ''}`}>
            <rect x={x + 1} y={top} width={FIELD_W - 2} height={FIELD_H} rx={3} />
            <text x={x + FIELD_W / 2} y={top + 13} text-anchor="middle" class="pi-pic-n">
              {String(f)}
            </text>
            {here.map((w, j) => (
              <Disc key={`${w.colour}-${j}`} colour={w.colour} x={x + 10 + (j % 2) * 16} y={top + 25 + Math.floor(j / 2) * 16} r={7} t={t} dataKey={`builder-${w.colour}-${j}`} />
            ))}
          </g>
        );
      })}
      {/* The cost marker, a pointer over its field; a builder just drawn stands beside it. */}
      {(() => {
        const i = FIELDS.indexOf(track.marker);
        const x = x0 + i * FIELD_W + FIELD_W / 2;
        return (
          <g data-key="cost-marker">
            <path d={`M${x - 7},${top - 8} L${x + 7},${top - 8} L${x},${top - 1} Z`} class="pi-pic-marker" />
            {track.onMarker && <Disc colour={track.onMarker} x={x + 16} y={top - 6} r={7} t={t} ring dataKey={`drawn-${track.onMarker}`} />}
          </g>
        );
      })()}
      <text x={W - 4} y={top + FIELD_H + 14} text-anchor="end" class="pi-pic-small" data-count={track.bag}>
        {t(pmsg('pillars.view.bag', { n: track.bag }))}
      </text>
    </g>
  );
}
export const TRACK_H = TRACK_TOP + FIELD_H + 22;

export const RESOURCE_ICON: Record<string, string> = { wood: 'M-5,-4 h10 v8 h-10 Z', stone: 'M0,-5 L5,0 L0,5 L-5,0 Z', sand: 'M-4,3 a1.5,1.5 0 1 0 0.1,0 M4,3 a1.5,1.5 0 1 0 0.1,0 M0,-3 a1.5,1.5 0 1 0 0.1,0' };

/** The cards on offer: a resource card shows its resource, its tokens and its price in workers; a craftsman a hammer and its price in gold. */
export function Pool({ pool, y, t }: { pool: PoolCard[]; y: number; t: Translate }) {
  const step = CARD_W + 3;
  const x0 = round((W - pool.length * step + 3) / 2);
  return (
    <g class="pi-pic-pool">
      <Title y={y + 10} text={t(pmsg('pillars.view.pool'))} />
      {pool.map((c, i) => {
        const x = x0 + i * step;
        const top = y + 16;
        const cx = x + CARD_W / 2;
        return (
          <g key={c.id} class={`pi-pic-card pi-pic-${c.kind}${c.resource ? ` pi-pic-${c.resource}` : ''} pi-pic-${c.state}`} data-key={`pool-${c.id}`}>
            <rect x={x} y={top} width={CARD_W} height={CARD_H} rx={3} />
            {c.kind === 'resource' ? (
              <>
                <path d={RESOURCE_ICON[c.resource ?? 'wood']} transform={`translate(${cx} ${top + 9})`} class="pi-pic-icon" />
                <text x={cx} y={top + 28} text-anchor="middle" class="pi-pic-n" data-count={c.tokens ?? 0}>
                  {String(c.tokens ?? 0)}
                </text>
                <path d={PAWN} transform={`translate(${cx - 6} ${top + 37})`} class="pi-pic-icon" />
                <text x={cx - 1} y={top + 40} class="pi-pic-small">
                  {String(c.workers ?? 0)}
                </text>
              </>
            ) : (
              <>
                <path d="M-5,-5 h10 v4 h-10 Z M-1,-1 h2 v9 h-2 Z" transform={`translate(${cx} ${top + 12})`} class="pi-pic-icon" />
                <text x={cx} y={top + 38} text-anchor="middle" class="pi-pic-n" data-count={c.cost ?? 0}>
                  {`${c.cost ?? 0}`}
                </text>
              </>
            )}
            {(c.state === 'aside' || c.state === 'removed') && <path d={`M${x},${top} L${x + CARD_W},${top + CARD_H} M${x + CARD_W},${top} L${x},${top + CARD_H}`} class="pi-pic-cross" />}
          </g>
        );
      })}
    </g>
  );
}
export const POOL_H = 16 + CARD_H + 8;

/** The wool mill: each player's pawns in it, the large pawn drawn larger; `extra` adds to a row (the projector's income). */
export function Mill({ rows, y, t, extra }: { rows: MillRow[]; y: number; t: Translate; extra?: (r: MillRow, cy: number) => JSX.Element | null }) {
  return (
    <g class="pi-pic-mill">
      <Title y={y + 10} text={t(pmsg('pillars.view.mill'))} />
      {rows.map((r, i) => {
        const cy = y + 26 + i * 20;
        return (
          <g key={r.colour} data-key={`mill-${r.colour}`}>
            <Disc colour={r.colour} x={14} y={cy} t={t} />
            {Array.from({ length: r.large }, (_, j) => (
              <circle key={`l${j}`} cx={34 + j * 16} cy={cy} r={6.5} class="pi-pic-pawn" />
            ))}
            {Array.from({ length: r.small }, (_, j) => (
              <circle key={`s${j}`} cx={34 + r.large * 16 + j * 11} cy={cy} r={4} class="pi-pic-pawn" />
            ))}
            <text x={W - 4} y={cy + 4} text-anchor="end" class="pi-pic-n" data-count={r.workers}>
              {String(r.workers)}
            </text>
            {extra?.(r, cy)}
          </g>
        );
      })}
    </g>
  );
}

/** Every player's purse against the cap, and their master builders when the example is about them. */
function Purses({ view, y, t }: { view: PillarsView; y: number; t: Translate }) {
  const barX = 30;
  const barW = view.show.builders ? 170 : W - barX - 40;
  const numX = barX + barW + 32;
  return (
    <g class="pi-pic-purses">
      <Title y={y + 10} text={t(pmsg('pillars.view.col.gold'))} />
      {view.players.map((p, i) => {
        const cy = y + 26 + i * 22;
        const len = round((Math.max(0, Math.min(view.cap, p.wealth)) / view.cap) * barW);
        return (
          <g key={p.colour} class={p.focus ? 'pi-pic-focus' : undefined} data-key={`purse-${p.colour}`}>
            <Disc colour={p.colour} x={14} y={cy} t={t} />
            <rect x={barX} y={cy - 5} width={barW} height={10} rx={2} class="pi-pic-bar-bg" />
            <rect x={barX} y={cy - 5} width={len} height={10} rx={2} class="pi-pic-bar" />
            <text x={numX} y={cy + 4} text-anchor="end" class="pi-pic-n" data-count={p.wealth}>
              {String(p.wealth)}
            </text>
            {view.show.builders &&
              Array.from({ length: p.placed + p.waiting }, (_, j) => (
                <path key={j} d={PAWN} transform={`translate(${numX + 12 + j * 10} ${cy})`} class={`pi-pic-builder${j < p.placed ? ' placed' : ''}`} />
              ))}
          </g>
        );
      })}
    </g>
  );
}

/**
 * The part of the board a step is about, drawn from its view: the cost track with its builders,
 * the pool of cards, the wool mill, and every player's purse. The same numbers are in the
 * table beside it, and the picture's words say them all.
 */
export function BoardPicture({ view, t }: { view: PillarsView; t: Translate }): JSX.Element {
  let y = 0;
  const at = (h: number) => {
    const top = y;
    y += h;
    return top;
  };
  const track = view.track ? <Track track={view.track} y={at(TRACK_H)} t={t} /> : null;
  const pool = view.pool && view.pool.length > 0 ? <Pool pool={view.pool} y={at(POOL_H)} t={t} /> : null;
  const mill = view.mill ? <Mill rows={view.mill} y={at(18 + view.mill.length * 20)} t={t} /> : null;
  const purses = <Purses view={view} y={at(20 + view.players.length * 22)} t={t} />;
  return (
    <svg viewBox={`0 0 ${W} ${y}`} role="img" aria-label={boardLabel(view, t)} class="pi-picture" data-drawing="board">
      {track}
      {pool}
      {mill}
      {purses}
    </svg>
  );
}
