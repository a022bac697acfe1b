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

const r1 = (n: number) => Math.round(n * 10) / 10;

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

/** A hut: a house shape in its owner's colour, with the initial. */
export function Hut({ x, y, seat, initial, small, dkey }: { x: number; y: number; seat: number; initial: string; small?: boolean; dkey?: string }): JSX.Element {
  const k = small ? 0.7 : 1;
  const d = `M${r1(x - 9 * k)} ${r1(y + 7 * k)}V${r1(y - 1 * k)}L${x} ${r1(y - 9 * k)}L${r1(x + 9 * k)} ${r1(y - 1 * k)}V${r1(y + 7 * k)}Z`;
  return (
    <g class={`bb-s${seat}${small ? ' bb-aside' : ''}`} data-key={dkey}>
      <path d={d} class="bb-fill bb-hut" />
      <text x={x} y={r1(y + 5 * k)} class={`bb-on${small ? ' bb-tiny' : ''}`}>
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

/** Path data of each symbol, drawn around (0, 0). */
const SHAPES: Record<GlyphKind, string> = {
  gift: 'M-6 -3h12v9h-12zM-7 -6h14v3h-14zM0 -6v12M-3 -9l3 3l3 -3',
  shell: 'M-7 4Q-8 -7 0 -7Q8 -7 7 4ZM0 4L0 -7M0 4L-4 -6M0 4L4 -6M-3 4v3h6v-3',
  status: 'M-5 7V-7M-5 -7L6 -4L-5 0',
  priest: 'M-5 7L-2 -1H2L5 7ZM0 -7a3 3 0 1 0 0.1 0Z',
  'god-tile': 'M0 -7L7 0L0 7L-7 0ZM0 -3a3 3 0 1 0 0.1 0Z',
  jewel: 'M-7 -2L-3 -6H3L7 -2L0 7ZM-7 -2H7M-3 -6L0 -2L3 -6',
  star: 'M0 -7L2 -2H7L3 1L5 7L0 3L-5 7L-3 1L-7 -2H-2Z',
  fish: 'M-7 0Q-2 -5 4 0Q-2 5 -7 0ZM4 0L8 -4V4Z',
  sand: 'M-7 5Q0 -7 7 5Z',
  stone: 'M-6 5L-7 -1L-2 -6L5 -4L7 3L2 6Z',
  wood: 'M-7 -3H5V4H-7ZM5 -3a2 3.5 0 1 1 0 7',
  mountain: 'M-8 6L-3 -5L0 0L3 -3L8 6Z',
  beach: 'M-8 4q2 -3 4 0t4 0t4 0t4 0M3 -4a3 3 0 1 0 0.1 0Z',
  forest: 'M0 -8L6 2H-6ZM-1 2h2v5h-2z',
  plain: 'M-7 6l2 -7l2 7M-1 6l2 -9l2 9M5 6l1 -5l1 5',
};

/** One symbol; `data-count` numbers are drawn beside it by the caller. */
export function Glyph({ kind, x, y, k = 1 }: { kind: GlyphKind; x: number; y: number; k?: number }): JSX.Element {
  return <path d={SHAPES[kind]} class={`bb-gl bb-gl-${kind}`} transform={k === 1 ? `translate(${r1(x)} ${r1(y)})` : `translate(${r1(x)} ${r1(y)}) scale(${k})`} />;
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
