import { parseTile, type LandPart } from '../../games/gheos/tiles';
import { centroid, corners, path, tileShapes } from '../gheos/geometry';
import { SymbolGlyph, TempleGlyph } from '../gheos/Symbol';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { Drawn, GamePieces } from './types';

/** Tiles worth a drawing where the rulebook names their parts, in the engine's tile code. */
const TILES = {
  landmass: 'llc.WP.S',
  coast: 'csc.C.TW',
  temple: 'lll.TS',
  start: '*lll.W',
  epoch: 'E',
} as const;

function partWords(part: LandPart, t: Translate): string {
  const symbols = [
    ...(Object.entries(part.symbols) as [keyof LandPart['symbols'], number][]).flatMap(([kind, n]) => Array.from({ length: n }, () => t(msg(`gheos.symbol.${kind}`)))),
    ...part.temples.map((s) => t(msg('pieces.gheos.temple', { symbol: msg(`gheos.symbol.${s}`) }))),
  ];
  return t(msg(part.kind === 'landmass' ? 'pieces.gheos.landmass' : 'pieces.gheos.coast', { n: symbols.length, symbols: symbols.join(', ') }));
}

function tile(code: string, t: Translate): Drawn {
  const parsed = parseTile(code);
  if (!parsed.ok) throw new Error(`Gheos piece: ${code} is not a tile code`);
  const tri = corners('0,0');
  const xs = tri.map((p) => p[0]);
  const ys = tri.map((p) => p[1]);
  const pad = 4;
  const viewBox = [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) - Math.min(...xs) + 2 * pad, Math.max(...ys) - Math.min(...ys) + 2 * pad].map((n) => n.toFixed(1)).join(' ');
  const p = parsed.value;
  if (p.kind === 'epoch') {
    // The source says only that it shows no landscape: a plain tile, nothing invented on it.
    return { viewBox, label: t(msg('pieces.gheos.epoch')), shapes: <path d={path(tri)} class="pc-epoch" /> };
  }
  const shapes = tileShapes('0,0', code, 0);
  const sea = p.edges.filter((e) => e === 's').length;
  const parts = p.parts.map((part) => partWords(part, t));
  if (sea > 0) parts.push(t(msg('pieces.gheos.sea', { n: sea })));
  return {
    viewBox,
    label: t(msg(p.start ? 'pieces.gheos.startTile' : 'pieces.gheos.tile', { parts: parts.join('; ') })),
    shapes: (
      <g>
        <path d={path(tri)} class="g-sea" />
        {shapes.map((s) => (
          <path key={s.id} d={path(s.outline)} class={s.kind === 'coast' ? 'g-coast' : 'g-land'} />
        ))}
        <path d={path(tri)} class="g-edge" />
        {shapes.flatMap((s) =>
          s.symbols.map((sym, i) => {
            const x = s.anchor[0] + (i - (s.symbols.length - 1) / 2) * 14;
            return sym.kind === 'temple' ? <TempleGlyph key={`${s.id}${i}`} symbol={sym.temple ?? 'wheat'} x={x} y={s.anchor[1]} /> : <SymbolGlyph key={`${s.id}${i}`} kind={sym.kind} x={x} y={s.anchor[1]} />;
          }),
        )}
        {p.start && <path d="M0.0,-6.0 L1.5,-2.1 L5.7,-1.9 L2.5,0.8 L3.5,4.9 L0.0,2.6 L-3.5,4.9 L-2.5,0.8 L-5.7,-1.9 L-1.5,-2.1 Z" transform={`translate(${centroid(tri)[0].toFixed(1)} ${(centroid(tri)[1] + 15).toFixed(1)})`} class="pc-star" />}
      </g>
    ),
  };
}

export const gheosPieces: GamePieces = Object.fromEntries(Object.entries(TILES).map(([kind, code]) => [kind, (t: Translate) => tile(code, t)]));
