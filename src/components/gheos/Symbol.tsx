import type { JSX } from 'preact';

type Kind = 'wheat' | 'pyramid' | 'chalice' | 'swords';

/** Each symbol's outline, drawn about its centre in a box 12 units across. */
const OUTLINES: Record<Kind, string> = {
  wheat: 'M0,6 V-6 M0,-3 L-3,-5 M0,-3 L3,-5 M0,0 L-3,-2 M0,0 L3,-2 M0,3 L-3,1 M0,3 L3,1',
  pyramid: 'M-6,5 L0,-6 L6,5 Z M-3,0 H3',
  chalice: 'M-5,-6 H5 Q5,1 0,1 Q-5,1 -5,-6 Z M0,1 V5 M-3,5 H3',
  swords: 'M-5,-6 L5,6 M5,-6 L-5,6 M-6,3 L-3,6 M6,3 L3,6',
};

/**
 * The four symbols as small drawn shapes with a distinct outline each, so they
 * read in print and without colour: an ear of wheat, a pyramid, a cup, crossed swords.
 */
export function SymbolGlyph({ kind, x, y, r = 6 }: { kind: Kind; x: number; y: number; r?: number }): JSX.Element {
  return (
    <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(r / 6).toFixed(3)})`} class={`g-sym g-${kind}`}>
      <path d={OUTLINES[kind]} />
    </g>
  );
}

/** A temple: a little building with its symbol under the roof. */
export function TempleGlyph({ symbol, x, y }: { symbol: 'wheat' | 'chalice' | 'swords'; x: number; y: number }): JSX.Element {
  return (
    <g class="g-temple">
      <path d={`M${x - 8},${y - 3} L${x},${y - 10} L${x + 8},${y - 3} Z M${x - 7},${y - 3} V${y + 8} H${x + 7} V${y - 3}`} />
      <SymbolGlyph kind={symbol} x={x} y={y + 3} r={4} />
    </g>
  );
}
