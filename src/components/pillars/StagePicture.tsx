import type { JSX } from 'preact';
import { pmsg } from '../../explainers/pillars/messages';
import type { MillRow, PillarsView, PlayerView } from '../../explainers/pillars/views';
import type { Translate } from '../../i18n/translate';
import { Disc, Mill, PAWN, Pool, POOL_H, RESOURCE_ICON, round, Track, TRACK_H, W } from './BoardPicture';

/**
 * The picture a projector shows (the presenter view and a lesson's slide; pillars.css shows it
 * there instead of the board picture and the table): the part of the board the example is about,
 * then one row per player with only the columns this example uses, the player the step is about
 * marked. Drawn at the board picture's width, it fills the stage's picture column, and its
 * smallest words (9 units) stay above 18 px on a 1280×720 screen.
 */

const ROW_H = 24;
const HEAD_H = 16;
/** The colour's disc, and its name beside it when the columns leave room for one. */
const DISC_W = 24;
/** The start player's star after a name. */
const STAR_W = 14;
/** The least the gold column takes: a number and its change. */
const GOLD_MIN = 44;
/** Bold words' width, roughly (11-unit letters, wide ones), so a Polish heading or name widens its column. */
const wordsWidth = (words: string): number => Math.ceil(words.length * 7.2);

/** One column of the players' rows: its heading, its width (the gold column takes what is left), its cell. */
interface Column {
  id: string;
  head: string;
  width: number;
  cell: (p: PlayerView, x: number, cy: number, width: number) => JSX.Element | null;
}

/** A column headed `head`, at least `least` units wide and wider where its heading needs it. */
const column = (id: string, head: string, least: number, cell: Column['cell']): Column => ({ id, head, width: Math.max(least, wordsWidth(head) + 8), cell });

/** A cell that is one count, keyed so the step animation follows it. */
function Count({ x, cy, value, dataKey }: { x: number; cy: number; value: number; dataKey: string }) {
  return (
    <text x={x} y={cy + 4} class="pi-pic-n" data-key={dataKey} data-count={value}>
      {String(value)}
    </text>
  );
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '±0');

/** A number, and this step's change to it beside it when there is one. */
function Amount({ x, cy, value, change, dataKey }: { x: number; cy: number; value: number; change: number | null; dataKey: string }) {
  return (
    <text x={x} y={cy + 4} class="pi-pic-n">
      <tspan data-key={dataKey} data-count={value}>
        {String(value)}
      </tspan>
      {change ? <tspan class={change > 0 ? 'pi-stage-gain' : 'pi-stage-loss'}>{` ${signed(change)}`}</tspan> : null}
    </text>
  );
}

/** The columns this example's rows need, from what its table shows. */
function columnsOf(view: PillarsView, t: Translate): Column[] {
  const s = view.show;
  // With the wool mill drawn above, its rows say the workers: the players' rows keep to the gold.
  const milled = !view.mill && view.players.some((p) => p.woolMill.total > 0);
  const cols: Column[] = [
    {
      id: 'gold',
      // Beside the wool mill, whose income stops at the cap, the heading says the cap.
      head: t(view.mill ? pmsg('pillars.stage.goldCap', { cap: view.cap }) : pmsg('pillars.view.col.gold')),
      width: 0,
      cell: (p, x, cy, width) => {
        // A bar against the cap where there is room for one (the wool mill's income stops at it).
        const barW = width - 48;
        const len = round((Math.max(0, Math.min(view.cap, p.wealth)) / view.cap) * Math.max(0, barW));
        return (
          <>
            {barW >= 40 && <rect x={x} y={cy - 6} width={barW} height={12} rx={2} class="pi-pic-bar-bg" />}
            {barW >= 40 && <rect x={x} y={cy - 6} width={len} height={12} rx={2} class="pi-pic-bar" />}
            <Amount x={barW >= 40 ? x + barW + 4 : x} cy={cy} value={p.wealth} change={p.change?.wealth ?? null} dataKey={`gold-${p.colour}`} />
          </>
        );
      },
    },
  ];
  if (s.points)
    cols.push(column('points', t(pmsg('pillars.view.col.points')), 56, (p, x, cy) => <Amount x={x} cy={cy} value={p.points} change={p.change?.points ?? null} dataKey={`points-${p.colour}`} />));
  if (s.workers && !view.mill)
    cols.push(column('workers', t(pmsg('pillars.stage.workers')), 44, (p, x, cy) => <Count x={x} cy={cy} value={p.workers.total} dataKey={`workers-${p.colour}`} />));
  if (s.workers && milled)
    cols.push(column('mill', t(pmsg('pillars.stage.mill')), 36, (p, x, cy) => <Count x={x} cy={cy} value={p.woolMill.total} dataKey={`mill-${p.colour}`} />));
  if (s.builders)
    cols.push(
      // On the board filled, waiting on the track hollow: the track above shows where they wait.
      column('builders', t(pmsg('pillars.stage.builders')), 60, (p, x, cy) => (
        <>
          {Array.from({ length: p.placed + p.waiting }, (_, j) => (
            <path key={j} d={PAWN} transform={`translate(${x + 8 + j * 16} ${cy - 1}) scale(1.6)`} class={`pi-pic-builder${j < p.placed ? ' placed' : ''}`} />
          ))}
        </>
      )),
    );
  if (s.cards)
    cols.push(
      // Resource cards as their resource and tokens; the craftsmen as one count.
      column('cards', t(pmsg('pillars.stage.cards')), 26 * Math.max(...view.players.map((p) => p.cards.length + (p.craftsmen.length ? 1 : 0)), 1), (p, x, cy) => (
        <>
          {p.cards.map((c, j) => (
            <g key={j} class={`pi-pic-card pi-pic-${c.resource}`}>
              <path d={RESOURCE_ICON[c.resource]} transform={`translate(${x + 6 + j * 26} ${cy})`} class="pi-pic-icon" />
              <text x={x + 13 + j * 26} y={cy + 4} class="pi-pic-n">
                {String(c.tokens)}
              </text>
            </g>
          ))}
          {p.craftsmen.length > 0 && (
            <text x={x + p.cards.length * 26} y={cy + 4} class="pi-pic-n">
              {`⚒${p.craftsmen.length}`}
            </text>
          )}
        </>
      )),
    );
  return cols;
}

/** A wool mill row's income once paid, and what the cap took from it. */
function Income({ row, cy, t }: { row: MillRow; cy: number; t: Translate }) {
  if (row.gained === null) return null;
  return (
    <text x={44 + row.large * 16 + row.small * 11} y={cy + 4} class="pi-pic-n">
      <tspan class="pi-stage-gain">{signed(row.gained)}</tspan>
      {row.lost ? <tspan class="pi-stage-loss">{` ${t(pmsg('pillars.stage.lost', { lost: row.lost }))}`}</tspan> : null}
    </text>
  );
}

/** Every player on one row each: the colour and name, then the example's columns. */
function Players({ view, y, t }: { view: PillarsView; y: number; t: Translate }) {
  const cols = columnsOf(view, t);
  const fixed = cols.reduce((sum, c) => sum + c.width, 0);
  // The start player's name carries a star, as in the table.
  const nameW = DISC_W + Math.max(...view.players.map((p) => wordsWidth(t(pmsg(`pillars.colour.${p.colour}`))) + (p.start ? STAR_W : 0))) + 6;
  const named = W - fixed - nameW >= GOLD_MIN;
  let x = named ? nameW : DISC_W;
  const placed = cols.map((c) => {
    const width = c.width || W - x - fixed;
    const at = { c, x, width };
    x += width;
    return at;
  });
  return (
    <g class="pi-stage-players">
      {placed.map(({ c, x }) => (
        <text key={c.id} x={x} y={y + 11} class="pi-pic-title">
          {c.head}
        </text>
      ))}
      {view.players.map((p, i) => {
        const top = y + HEAD_H + i * ROW_H;
        const cy = top + ROW_H / 2;
        return (
          <g key={p.colour} class={p.focus ? 'pi-stage-row pi-stage-focus' : 'pi-stage-row'}>
            <rect x={0} y={top + 1} width={W} height={ROW_H - 2} rx={3} class="pi-stage-band" />
            <Disc colour={p.colour} x={11} y={cy} t={t} />
            {named && (
              <text x={23} y={cy + 4} class="pi-stage-name">
                {t(pmsg(`pillars.colour.${p.colour}`))}
                {p.start && <tspan class="pi-stage-start">{' ★'}</tspan>}
              </text>
            )}
            {placed.map(({ c, x, width }) => (
              <g key={c.id}>{c.cell(p, x, cy, width - 6)}</g>
            ))}
          </g>
        );
      })}
    </g>
  );
}

/**
 * The projector picture's words: the board picture's, and the columns the table beside it would
 * have said (the table gives way to this picture on a projector).
 */
export function stageLabel(view: PillarsView, t: Translate, board: string): string {
  const s = view.show;
  const name = (p: PlayerView) => t(pmsg(`pillars.colour.${p.colour}`));
  const column = (head: string, value: (p: PlayerView) => string) => `${head}: ${view.players.map((p) => `${name(p)}: ${value(p)}`).join('; ')}.`;
  const none = t(pmsg('pillars.view.none'));
  const parts = [board];
  if (s.points) parts.push(column(t(pmsg('pillars.view.col.points')), (p) => String(p.points)));
  if (s.workers) parts.push(column(t(pmsg('pillars.view.col.workers')), (p) => String(p.workers.total)));
  if (s.cards)
    parts.push(
      column(t(pmsg('pillars.view.col.cards')), (p) => {
        const cards = [...p.cards.map((c) => t(pmsg('pillars.card', { tokens: c.tokens, resource: pmsg(`pillars.resource.${c.resource}`) }))), ...p.craftsmen.map((c) => t(c))];
        return cards.length ? cards.join(', ') : none;
      }),
    );
  const marked = view.players.filter((p) => p.focus);
  if (marked.length) parts.push(`${marked.map(name).join(', ')}: ${t(pmsg('pillars.view.changed'))}.`);
  return parts.join(' ');
}

/** The projector's picture of one step (see the top of this file), named by `stageLabel`. */
export function StagePicture({ view, t, label }: { view: PillarsView; t: Translate; label: string }): JSX.Element {
  let y = 0;
  const at = (h: number) => {
    const top = y;
    y += h + 4;
    return top;
  };
  const track = view.track ? <Track track={view.track} y={at(TRACK_H)} t={t} /> : null;
  const pool = view.pool && view.pool.length > 0 ? <Pool pool={view.pool} y={at(POOL_H)} t={t} /> : null;
  const mill = view.mill ? <Mill rows={view.mill} y={at(18 + view.mill.length * 20)} t={t} extra={(r, cy) => <Income row={r} cy={cy} t={t} />} /> : null;
  const players = <Players view={view} y={at(HEAD_H + view.players.length * ROW_H)} t={t} />;
  return (
    <svg viewBox={`0 0 ${W} ${y - 4}`} role="img" aria-label={label} class="pi-picture pi-stage" data-drawing="stage">
      {track}
      {pool}
      {mill}
      {players}
    </svg>
  );
}
