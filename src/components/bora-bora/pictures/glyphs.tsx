/**
 * Small drawings the Bora Bora step pictures are made of, each centred on (x, y) and about
 * 14 units across: pieces (die, hut, priest, person tile) and the symbols of what a player
 * holds. Shapes tell the pieces apart; colours only repeat what a shape or a letter says.
 */
import { createContext, type ComponentChildren, type JSX } from 'preact';
import { useContext } from 'preact/hooks';
import { projectorClass, type Shown } from '../projector';

/**
 * How the picture being drawn shows in the presenter's projector layout (BoardView provides it from
 * `projection`, projector.ts), written as a class (`projectorClass`) that bora-pictures.css reads.
 */
export const PicFocus = createContext<Shown | null>(null);

/**
 * A whole SVG picture: scales to its box (no pixel size); its text alternative is the paragraph `labelId` names, written once beside it; `title`, when given, heads it at the top left.
 * `drawing` names it from step to step (its kind unless given: a player's board is that player's), so a piece's move is told from its picture's (stepTransition.ts).
 */
export function Pic({ w, h, labelId, kind, drawing = kind, title, children }: { w: number; h: number; labelId: string; kind: string; drawing?: string; title?: string; children: ComponentChildren }): JSX.Element {
  // The picture's width class says how wide it is drawn at most (its units are CSS pixels at 1:1), so text keeps its size.
  // Its kind is an attribute, not a class: a step not drawn yet keeps only what sizes its frame (pictureFrames.ts).
  const size = Math.min(20, Math.max(4, Math.ceil(w / 40)));
  const focus = useContext(PicFocus);
  return (
    <svg viewBox={`0 0 ${w} ${h}`} class={`bb-pic bb-w${size}${projectorClass(focus)}`} role="img" aria-labelledby={labelId} data-pic={kind} data-drawing={drawing}>
      {title !== undefined && (
        <text x="2" y="12" class="bb-title">
          {title}
        </text>
      )}
      {children}
    </svg>
  );
}

/** A coordinate to a tenth of a unit: the pictures' markup stays short. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A player's die: the value in the middle, the owner's initial in the corner. */
export function Die({ x, y, value, seat, initial, blue, dkey, focus }: { x: number; y: number; value: number; seat: number; initial: string; blue?: boolean; dkey: string; focus?: boolean }): JSX.Element {
  return (
    <g class={`bb-die-g bb-s${seat}${blue ? ' bb-blue' : ''}${focus ? ' bb-f' : ''}`} data-key={dkey}>
      <rect x={r1(x - 11)} y={r1(y - 11)} width="22" height="22" rx="4" class="bb-die-body" />
      <text x={x} y={r1(y + 5)} class="bb-die-n" data-count={value}>
        {`${value}`}
      </text>
      <text x={r1(x - 7.5)} y={r1(y - 4.5)} class="bb-die-who">
        {initial}
      </text>
    </g>
  );
}

/** A player's token: a disc with the initial. */
export function Token({ x, y, seat, initial, r = 8 }: { x: number; y: number; seat: number; initial: string; r?: number }): JSX.Element {
  return (
    <g class={`bb-s${seat}`}>
      <circle cx={x} cy={y} r={r} class="bb-fill" />
      <text x={x} y={r1(y + r * 0.45)} class="bb-on">
        {initial}
      </text>
    </g>
  );
}

/** A hut: a house shape in its owner's colour, with the initial; one moved aside is outlined in dashes (bora-pictures.css). */
export function Hut({ x, y, seat, initial, aside, dkey }: { x: number; y: number; seat: number; initial: string; aside?: boolean; dkey?: string }): JSX.Element {
  return (
    <g class={`bb-s${seat}${aside ? ' bb-aside' : ''}`} data-key={dkey}>
      <path d={`M${r1(x - 9)} ${r1(y + 7)}V${r1(y - 1)}L${r1(x)} ${r1(y - 9)}L${r1(x + 9)} ${r1(y - 1)}V${r1(y + 7)}Z`} class="bb-fill bb-hut" />
      <text x={r1(x)} y={r1(y + 5)} class="bb-on">
        {initial}
      </text>
    </g>
  );
}

/** A priest: a pawn in its owner's colour, with the initial on its body. */
export function Priest({ x, y, seat, initial, dkey }: { x: number; y: number; seat: number; initial: string; dkey: string }): JSX.Element {
  return (
    <g class={`bb-s${seat}`} data-key={dkey}>
      <circle cx={x} cy={y - 9} r="5" class="bb-fill bb-hut" />
      <path d={`M${x - 9} ${y + 11}L${x - 4} ${y - 4}H${x + 4}L${x + 9} ${y + 11}Z`} class="bb-fill bb-hut" />
      <text x={x} y={y + 8} class="bb-on">
        {initial}
      </text>
    </g>
  );
}

export type GlyphKind = 'gift' | 'shell' | 'status' | 'priest' | 'god-tile' | 'jewel' | 'star' | 'fish' | 'sand' | 'stone' | 'wood' | 'mountain' | 'beach' | 'forest' | 'plain';

/**
 * Path data of each symbol, drawn around the point a path's `M x y` names: every command relative, so a symbol
 * is placed by its first move, not by a transform (about 4 KB less on the Bora Bora rulebook, whose pages sit
 * at the HTML budget).
 */
const SHAPES: Record<GlyphKind, string> = {
  gift: 'm-6-3h12v9h-12zm-1-3h14v3h-14zm7 0v12m-3-15l3 3l3-3',
  shell: 'm-7 4q-1-11 7-11q8 0 7 11zm7 0l0-11m0 11l-4-10m4 10l4-10m-7 10v3h6v-3',
  status: 'm-5 7v-14m0 0l11 3l-11 4',
  priest: 'm-5 7l3-8h4l3 8zm5-14a3 3 0 1 0 0.1 0z',
  'god-tile': 'm0-7l7 7l-7 7l-7-7zm0 4a3 3 0 1 0 0.1 0z',
  jewel: 'm-7-2l4-4h6l4 4l-7 9zm0 0h14m-10-4l3 4l3-4',
  star: 'm0-7l2 5h5l-4 3l2 6l-5-4l-5 4l2-6l-4-3h5z',
  fish: 'm-7 0q5-5 11 0q-6 5-11 0zm11 0l4-4v8z',
  sand: 'm-7 5q7-12 14 0z',
  stone: 'm-6 5l-1-6l5-5l7 2l2 7l-5 3z',
  wood: 'm-7-3h12v7h-12zm12 0a2 3.5 0 1 1 0 7',
  mountain: 'm-8 6l5-11l3 5l3-3l5 9z',
  beach: 'm-8 4q2-3 4 0t4 0t4 0t4 0m-5-8a3 3 0 1 0 0.1 0z',
  forest: 'm0-8l6 10h-12zm-1 10h2v5h-2z',
  plain: 'm-7 6l2-7l2 7m2 0l2-9l2 9m2 0l1-5l1 5',
};

/** One symbol; `data-count` numbers are drawn beside it by the caller. */
export function Glyph({ kind, x, y, k = 1 }: { kind: GlyphKind; x: number; y: number; k?: number }): JSX.Element {
  if (k === 1) return <path d={`M${r1(x)} ${r1(y)}${SHAPES[kind]}`} class={`bb-gl bb-gl-${kind}`} />;
  return <path d={`M0 0${SHAPES[kind]}`} class={`bb-gl bb-gl-${kind}`} transform={`translate(${r1(x)} ${r1(y)}) scale(${k})`} />;
}

/** A symbol with its number after it: "(shell) 3"; the number carries the key, so a transition can follow it. */
export function Counted({ kind, x, y, n, ckey }: { kind: GlyphKind; x: number; y: number; n: number; ckey: string }): JSX.Element {
  return (
    <>
      <Glyph kind={kind} x={x} y={y} />
      <text x={x + 10} y={y + 4.5} class="bb-n" data-key={ckey} data-count={n}>
        {`${n}`}
      </text>
    </>
  );
}
