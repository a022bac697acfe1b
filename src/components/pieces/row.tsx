import type { JSX } from 'preact';
import type { Drawn } from './types';

/**
 * Pieces side by side, a cell `w` wide each (its last units the gap), in a viewBox `h` high with a
 * margin of 2 each side; `cell` draws one piece from its left edge `x`, with its own key.
 */
export function row<T>(items: readonly T[], w: number, h: number, label: string, cell: (item: T, x: number) => JSX.Element): Drawn {
  return {
    viewBox: `0 0 ${items.length * w + 4} ${h}`,
    label,
    shapes: <g>{items.map((item, i) => cell(item, 2 + i * w))}</g>,
  };
}
