import type { JSX } from 'preact';

type Kind = 'wheat' | 'pyramid' | 'chalice' | 'swords';

/**
 * The four symbols as small drawn shapes with a distinct outline each, so they
 * read in print and without colour: an ear of wheat, a pyramid, a cup, crossed swords.
 */
export function SymbolGlyph({ kind, x, y, r = 6 }: { kind: Kind; x: number; y: number; r?: number }): JSX.Element {
  const t = `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(r / 6).toFixed(3)})`;
  switch (kind) {
    case 'wheat':
      return (
        <g transform={t} class="g-sym g-wheat">
          <path d="M0,6 V-6 M0,-3 L-3,-5 M0,-3 L3,-5 M0,0 L-3,-2 M0,0 L3,-2 M0,3 L-3,1 M0,3 L3,1" />
        </g>
      );
    case 'pyramid':
      return (
        <g transform={t} class="g-sym g-pyramid">
          <path d="M-6,5 L0,-6 L6,5 Z M-3,0 H3" />
        </g>
      );
    case 'chalice':
      return (
        <g transform={t} class="g-sym g-chalice">
          <path d="M-5,-6 H5 Q5,1 0,1 Q-5,1 -5,-6 Z M0,1 V5 M-3,5 H3" />
        </g>
      );
    case 'swords':
      return (
        <g transform={t} class="g-sym g-swords">
          <path d="M-5,-6 L5,6 M5,-6 L-5,6 M-6,3 L-3,6 M6,3 L3,6" />
        </g>
      );
  }
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
