// Straight from the modules, not the engine's index, like geometry.ts.
import type { CellKey } from '../../games/gheos/geometry';
import type { Rotation } from '../../games/gheos/state';
import { landscapeTile, SYMBOLS, type TileCode } from '../../games/gheos/tiles';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';

/** A space of the board in words: "row 0, column 2". */
export function cellLabel(t: Translate, cell: CellKey): string {
  const [row = '0', col = '0'] = cell.split(',');
  return t(msg('gheos.sandbox.cell', { row, col }));
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
  const body = parts.length ? parts.join('; ') : t(msg('gheos.sandbox.tile.sea'));
  return rot === undefined ? body : `${body}; ${t(msg('gheos.sandbox.turned', { n: rot }))}`;
}
