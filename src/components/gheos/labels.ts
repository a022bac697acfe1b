// Straight from the modules, not the engine's index, like geometry.ts.
import type { CellKey } from '../../games/gheos/geometry';
import type { Rotation } from '../../games/gheos/state';
import { landscapeTile, SYMBOLS, type TileCode } from '../../games/gheos/tiles';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';

/** Where the board's edge numbering starts: the start tile's space is "M10". */
const COL_ORIGIN = 12;
const ROW_ORIGIN = 10;

/** A column's letter as drawn on the board's top edge: A, B, … Z, AA, AB, … */
export function columnLetter(col: number): string {
  let n = col + COL_ORIGIN;
  if (n < 0) return `−${columnLetter(-n - 2 * COL_ORIGIN - 1)}`;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** A row's number as drawn on the board's left edge. */
export function rowNumber(row: number): number {
  return row + ROW_ORIGIN;
}

/** A space of the board by the letters and numbers on its edge: "M10", "N11". */
export function cellLabel(t: Translate, cell: CellKey): string {
  const [row = 0, col = 0] = cell.split(',').map(Number);
  return t(msg('gheos.sandbox.cell', { row: rowNumber(row), col: columnLetter(col) }));
}

/** What a land part carries, in words: "2 × wheat, temple of swords"; empty when bare. */
function marksText(t: Translate, part: NonNullable<ReturnType<typeof landscapeTile>>['parts'][number]): string {
  return [
    ...SYMBOLS.filter((s) => part.symbols[s] > 0).map((s) => `${part.symbols[s] > 1 ? `${part.symbols[s]} × ` : ''}${t(msg(`gheos.symbol.${s}`))}`),
    ...part.temples.map((s) => t(msg('gheos.board.temple', { symbol: msg(`gheos.symbol.${s}`) }))),
  ].join(', ');
}

/** A tile in words, from its code: its land parts and their symbols, and how it is turned. */
export function tileText(t: Translate, code: TileCode, rot?: Rotation): string {
  const tile = landscapeTile(code);
  if (!tile) return t(msg('gheos.sandbox.tile.epoch'));
  const parts = tile.parts.map((p) => {
    const marks = marksText(t, p);
    const name = t(msg(p.kind === 'landmass' ? 'gheos.sandbox.part.landmass' : 'gheos.sandbox.part.coast'));
    return marks ? `${name} (${marks})` : name;
  });
  const land = parts.length ? parts.join('; ') : t(msg('gheos.sandbox.tile.sea'));
  // The start tile says so, as its star does on the board.
  const body = tile.start ? `${t(msg('gheos.sandbox.tile.start'))}: ${land}` : land;
  return rot === undefined ? body : `${body}; ${t(msg('gheos.sandbox.turned', { n: rot }))}`;
}
