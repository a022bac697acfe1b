import { Fragment, type JSX } from 'preact';
import type { CellKey } from '../../games/gheos/geometry';
import type { BoardView as Model, HighlightRole } from '../../explainers/gheos/views';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import { corners, markerSpots, path, SIDE, startSpot, startTileOf, starPath, symbolSpots, tileShapes, type Pt } from './geometry';
import { SymbolGlyph, TempleGlyph } from './Symbol';
import { cellLabel, tileText } from './labels';
import { sitePath } from '../../site/paths';

/** Spaces a reader can pick by pointing at the board (the same choice is a form control for keys). */
export interface CellPicker {
  cells: readonly CellKey[];
  selected: CellKey | null;
  onSelect: (cell: CellKey) => void;
  /** Spaces where the chosen action can go, highlighted. */
  targets?: readonly CellKey[];
  /** The space under the pointer (`null` when it leaves the board). */
  onHover?: (cell: CellKey | null) => void;
}

/** What an interactive board adds to the drawing: its own layer under the pickable spaces, and the svg's focus and keys. */
export interface BoardExtras {
  overlay?: (box: { x: number; y: number; w: number; h: number }) => JSX.Element;
  svg?: JSX.SVGAttributes<SVGSVGElement>;
}

const ROLE_ORDER: HighlightRole[] = ['counted', 'scored', 'candidate', 'chosen', 'joined', 'lifting', 'removed', 'placed'];

function bounds(cells: readonly string[]): { x: number; y: number; w: number; h: number } {
  // An empty board is framed round its middle space, where the start tile lies.
  const pts = (cells.length ? cells : ['0,0']).flatMap((c) => corners(c as never));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const pad = 14;
  return { x: Math.min(...xs) - pad, y: Math.min(...ys) - pad, w: Math.max(...xs) - Math.min(...xs) + 2 * pad, h: Math.max(...ys) - Math.min(...ys) + 2 * pad };
}

/** The symbols and temples of one part of a tile, in a row at its anchor (the board's and the hand's drawings). */
export function symbolRow(shape: ReturnType<typeof tileShapes>[number]) {
  return symbolSpots(shape).map((s, i) => (s.kind === 'temple' ? <TempleGlyph key={i} symbol={s.temple!} x={s.x} y={s.y} /> : <SymbolGlyph key={i} kind={s.kind} x={s.x} y={s.y} />));
}

/**
 * The smallest a triangle's side is drawn, in CSS pixels: 44, the size of a touch target (WCAG 2.5.5),
 * since the sandbox picks a space by tapping it, and at which its symbols (14 of the board's 64 units
 * apart) stay about 10 px apart. A board wider than its column at that size pans sideways instead of
 * shrinking (board-size.css holds a class per 20 px of minimum width, as no style attribute may carry it).
 */
export const MIN_SIDE_PX = 44;
const minWidthClass = (width: number) => `g-minw-${Math.min(60, Math.ceil((width * MIN_SIDE_PX) / SIDE / 20))}`;

/** A step's or a question's picture, as the walkthrough and practice draw it (`id`: the step's anchor). */
export const renderView = (view: Model, t: Translate, id: string) => <BoardView view={view} t={t} id={id} />;

/**
 * The board as SVG: sea, coast strips and land per tile with their symbols,
 * civilization markers lettered by colour, and this step's highlights, each
 * drawn with its own pattern or line style; then the same facts as text.
 * Tiles, highlights and markers carry `data-key` (see explainer/stepTransition.ts): from one step
 * to the next a marker slides to its new place and a new tile or highlight fades in.
 */
export function BoardView({ view, t, id, picker, listTiles = false, extras }: { view: Model; t: Translate; id: string; picker?: CellPicker; listTiles?: boolean; extras?: BoardExtras }): JSX.Element {
  const hatch = `${id}-hatch`;
  const dots = `${id}-dots`;
  const fillFor = (role: HighlightRole) => (role === 'removed' || role === 'lifting' || role === 'counted' ? `url(#${hatch})` : role === 'candidate' || role === 'scored' ? `url(#${dots})` : 'none');
  const cells = [...view.tiles.map((x) => x.at), ...view.highlights.flatMap((h) => h.cells), ...(picker?.cells ?? [])];
  const b = bounds(cells);
  if (extras?.overlay) {
    // Room for the letters and numbers on the board's edge, and a small board drawn at the scale of a larger one.
    const w = Math.max(b.w, 4.5 * SIDE);
    const h = Math.max(b.h, 3 * SIDE);
    b.x -= (w - b.w) / 2 + 22;
    b.y -= (h - b.h) / 2 + 22;
    b.w = w + 22;
    b.h = h + 22;
  }
  const roles = ROLE_ORDER.filter((r) => view.highlights.some((h) => h.role === r));
  const start = startTileOf(view.tiles);
  // The picture's words name the start tile and its star, where it is on the board.
  const label = start ? t(msg('gheos.board.labelStart', { cell: cellLabel(t, start.at) })) : t(msg('gheos.board.label'));
  return (
    <figure class="gheos-board">
      <div class={`gheos-pan ${minWidthClass(b.w)}`} tabIndex={0} role="group" aria-label={t(msg('gheos.board.pan'))}>
      <svg viewBox={`${b.x.toFixed(1)} ${b.y.toFixed(1)} ${b.w.toFixed(1)} ${b.h.toFixed(1)}`} role="img" aria-label={label} {...extras?.svg}>
        <defs>
          <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" class="g-hatch-line" />
          </pattern>
          <pattern id={dots} width="7" height="7" patternUnits="userSpaceOnUse">
            <circle cx="3.5" cy="3.5" r="1.3" class="g-dot" />
          </pattern>
        </defs>
        {view.tiles.map((tile) => (
          <g key={tile.at} class="g-tile" data-key={`tile-${tile.at}-${tile.tile}-${tile.rot}`}>
            <path d={path(corners(tile.at))} class="g-sea" />
            {tileShapes(tile.at, tile.tile, tile.rot).map((shape) => (
              <path key={shape.id} d={path(shape.outline)} class={shape.kind === 'coast' ? 'g-coast' : 'g-land'} />
            ))}
            <path d={path(corners(tile.at))} class="g-edge" />
          </g>
        ))}
        {view.tiles.map((tile) => (
          <g key={`s${tile.at}`} data-key={`symbols-${tile.at}-${tile.tile}-${tile.rot}`}>{tileShapes(tile.at, tile.tile, tile.rot).map((shape) => symbolRow(shape))}</g>
        ))}
        {start && <StartStar {...start} />}
        {roles.map((role) =>
          view.highlights
            .filter((h) => h.role === role)
            .flatMap((h) => h.cells)
            .map((cell) => <path key={`${role}${cell}`} data-key={`hl-${role}-${cell}`} d={path(corners(cell))} class={`g-hl g-hl-${role}`} fill={fillFor(role)} />),
        )}
        {extras?.overlay?.(b)}
        {picker?.cells.map((cell) => (
          <path
            key={`pick${cell}`}
            data-cell={cell}
            d={path(corners(cell))}
            class={`g-pick${cell === picker.selected ? ' g-pick-selected' : ''}${view.tiles.some((x) => x.at === cell) ? '' : ' g-pick-empty'}${picker.targets?.includes(cell) ? ' g-pick-target' : ''}`}
            onClick={() => picker.onSelect(cell)}
            onPointerEnter={picker.onHover && (() => picker.onHover?.(cell))}
            onPointerLeave={picker.onHover && (() => picker.onHover?.(null))}
          />
        ))}
        {[...markerSpots(view.markers, view.tiles)].map(([colour, p]) => (
          <g key={colour} class={`g-marker g-civ-${colour}`} data-key={`marker-${colour}`}>
            <circle cx={p[0]} cy={p[1]} r={9} />
            <text x={p[0]} y={p[1] + 3.5} text-anchor="middle">
              {t(msg(`gheos.initial.${colour}`))}
            </text>
          </g>
        ))}
      </svg>
      </div>
      {roles.length > 0 && (
        <ul class="gheos-legend">
          {roles.map((role) => (
            <li key={role}>
              <svg width="22" height="16" aria-hidden="true" viewBox="0 0 22 16">
                <path d={path([[1, 15], [11, 1], [21, 15]] as Pt[])} class={`g-sea`} />
                <path d={path([[1, 15], [11, 1], [21, 15]] as Pt[])} class={`g-hl g-hl-${role}`} fill={fillFor(role)} />
              </svg>
              {t(msg(`gheos.legend.${role}`))}
            </li>
          ))}
        </ul>
      )}
      {boardFacts(view, t, listTiles)}
      {view.position !== undefined && (
        <p class="step-try">
          <a href={`${sitePath(t(msg('gheos.sandbox.href')))}?p=${encodeURIComponent(view.position)}`}>{t(msg('gheos.sandbox.tryHere'))}</a>
        </p>
      )}
    </figure>
  );
}

/** The start tile's red star (section "Przygotowanie gry"), in the tile's middle or as near it as its symbols leave room. */
function StartStar({ at, tile, rot }: Model['tiles'][number]): JSX.Element {
  return <path class="g-start" data-key={`start-${at}-${tile}-${rot}`} d={starPath(startSpot(at, tile, rot))} />;
}

/** The same facts as text: the players (score, followers), the continents, and, if asked, the tiles. */
function boardFacts(view: Model, t: Translate, listTiles: boolean): JSX.Element {
  const symbolsText = (c: Model['continents'][number] | Model['islands'][number]) =>
    [
      ...(['wheat', 'pyramid', 'chalice', 'swords'] as const).filter((k) => c[k] > 0).map((k) => `${t(msg(`gheos.symbol.${k}`))} ${c[k]}`),
      ...c.temples.map((s) => t(msg('gheos.board.temple', { symbol: msg(`gheos.symbol.${s}`) }))),
    ].join(', ') || t(msg('gheos.board.none'));
  // A continent the step points at (a highlighted space on it): the presenter view lists only those (board.css).
  const lit = new Set(view.highlights.flatMap((h) => h.cells));
  // A step about a tile laid, lifted or taken away lists every inhabited continent too: the war or migration it may
  // start weighs them all (war-2 listed only the side its lifted tile touched, then nothing; review v17).
  const tileStep = view.highlights.some((h) => h.role === 'placed' || h.role === 'lifting' || h.role === 'removed');
  // The continent the picture marks whole is said in words too, where it is one among others (a question
  // about "the highlighted continent" could be answered only from the drawing). A tile can hold the land
  // of two continents: one that only touches a marked tile is not the one marked.
  const whole = view.continents.filter((c) => c.cells.every((cell) => lit.has(cell)));
  const marked = (c: (typeof view.continents)[number]) => whole.includes(c) && whole.length < view.continents.length;
  return (
    <div class="gheos-facts">
      <div>
        <strong>{t(msg('gheos.board.players'))}</strong>
        <ul>
          {view.players.map((p) => (
            <li key={p.name} class={p.active ? 'active' : undefined}>
              <span>{p.active ? `${p.name} (${t(msg('gheos.board.active'))})` : p.name}</span>
              <span>{` · ${t(msg('gheos.board.score', { n: p.score }))} · `}</span>
              {Object.keys(p.followers).length === 0 ? (
                <span>{t(msg('gheos.board.noFollowers'))}</span>
              ) : (
                Object.entries(p.followers).map(([colour, n], i) => (
                  <Fragment key={colour}>
                    {i > 0 && ', '}
                    <span class={`g-follower g-civ-${colour}`}>
                      {`${t(msg(`gheos.colour.${colour}` as 'gheos.colour.red'))} ×${n}`}
                    </span>
                  </Fragment>
                ))
              )}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <strong>{t(msg('gheos.board.continents'))}</strong>
        <ul>
          {/* A board with no continent yet says so, and why, where its land is on show (a reader saw "none" beside land tiles). */}
          {view.continents.length === 0 && <li>{t(msg('gheos.board.noContinent'))}</li>}
          {view.continents.map((c, i) => (
            <li key={i} data-focus={String((tileStep && Boolean(c.civilization || c.atWar)) || c.cells.some((cell) => lit.has(cell)))}>
              {/* "(marked in the picture)" closes the line: after the symbols it read as if the swords, or a temple, were marked. */}
              {`${t(msg('gheos.board.continent', { tiles: c.cells.length, symbols: symbolsText(c) }))} — ${
                c.atWar
                  ? t(msg('gheos.board.atWar', { civs: c.atWar.map((colour) => t(msg(`gheos.colour.${colour}` as 'gheos.colour.red'))).join(', ') }))
                  : c.civilization
                    ? t(msg(c.part === 'old' ? 'gheos.board.oldPart' : c.part === 'piece' ? 'gheos.board.piece' : 'gheos.board.inhabited', { colour: msg(`gheos.colour.${c.civilization}`) }))
                    : t(msg('gheos.board.uninhabited'))
              }${marked(c) ? t(msg('gheos.board.marked')) : ''}`}
            </li>
          ))}
        </ul>
        {/* Islands are said only where there are some, with what makes them matter. */}
        {view.islands.length > 0 && <p>{t(msg('gheos.board.islands', { n: view.islands.length }))}</p>}
        {/* Where an island is a piece of a broken continent (a migration weighs its wheat), every island with its
            symbols, that one marked (only it listed, "2 islands" read as one missing). On the wall the list stays out
            (presenter.css): the caption names the island. */}
        {view.islands.some((c) => c.piece) && (
          <ul class="g-island-pieces">
            {view.islands.map((c, i) => (
              <li key={i} data-focus={String(c.cells.some((cell) => lit.has(cell)))}>
                {`${t(msg('gheos.board.island', { tiles: c.cells.length, symbols: symbolsText(c) }))}${c.piece ? ` — ${t(msg('gheos.board.piece', { colour: msg(`gheos.colour.${c.piece}`) }))}` : ''}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      {listTiles && (
        <div>
          <strong>{t(msg('gheos.sandbox.tiles'))}</strong>
          {view.tiles.length === 0 ? (
            <p>{t(msg('gheos.sandbox.noTiles'))}</p>
          ) : (
            <ul>
              {view.tiles.map((x) => (
                <li key={x.at}>{`${cellLabel(t, x.at)}: ${tileText(t, x.tile, x.rot)}`}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
