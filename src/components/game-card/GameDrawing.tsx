import type { JSX } from 'preact';
import type { GameId } from '../../registry';
import { centroid, corners, path, tileShapes, type Pt } from '../gheos/geometry';
import { SymbolGlyph, TempleGlyph } from '../gheos/Symbol';
import { BORA_BORA_DICE, GHEOS_TILES, PILLARS_TRACK, SEVEN_WONDERS_HAND } from './drawings';

/**
 * A game's small drawing for its card: our own shapes, drawn from the engines' data (see
 * drawings.ts), never a publisher's picture. Colours are classes (game-card.css), so the drawing
 * follows the theme and the page's policy; `label` is its text alternative, in the page's language.
 */
export function GameDrawing({ game, label }: { game: GameId; label: string }): JSX.Element | null {
  const body = DRAWINGS[game]();
  if (!body) return null;
  return (
    <svg class={`game-drawing game-drawing-${game}`} viewBox={body.viewBox} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      {body.shapes}
    </svg>
  );
}

type Drawing = () => { viewBox: string; shapes: JSX.Element };

const DRAWINGS: { readonly [G in GameId]: Drawing } = {
  gheos() {
    const pts = GHEOS_TILES.flatMap((t) => corners(t.at));
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const pad = 6;
    const [x0, y0] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
    const [w, h] = [Math.max(...xs) - x0 + pad, Math.max(...ys) - y0 + pad];
    return {
      viewBox: `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`,
      shapes: (
        <>
          {GHEOS_TILES.map((t) => (
            <g key={t.at}>
              <path d={path(corners(t.at))} class="g-sea" />
              {tileShapes(t.at, t.tile, t.rot).map((s) => (
                <path key={s.id} d={path(s.outline)} class={s.kind === 'coast' ? 'g-coast' : 'g-land'} />
              ))}
              <path d={path(corners(t.at))} class="g-edge" />
            </g>
          ))}
          {GHEOS_TILES.flatMap((t) =>
            tileShapes(t.at, t.tile, t.rot).flatMap((s) =>
              s.symbols.map((sym, i) => {
                const x = s.anchor[0] + (i - (s.symbols.length - 1) / 2) * 14;
                const y = s.anchor[1];
                return sym.kind === 'temple' ? (
                  <TempleGlyph key={`${t.at}${s.id}${i}`} symbol={sym.temple ?? 'wheat'} x={x} y={y} />
                ) : (
                  <SymbolGlyph key={`${t.at}${s.id}${i}`} kind={sym.kind} x={x} y={y} />
                );
              }),
            ),
          )}
          <circle cx={centroid(corners('0,0'))[0]} cy={centroid(corners('0,0'))[1] + 17} r="3.5" class="gd-star" />
        </>
      ),
    };
  },

  '7-wonders'() {
    const n = SEVEN_WONDERS_HAND.length;
    const spread = 11;
    return {
      viewBox: '0 0 240 140',
      shapes: (
        <g transform="translate(120 150)">
          {SEVEN_WONDERS_HAND.map((colour, i) => (
            <g key={colour} transform={`rotate(${((i - (n - 1) / 2) * spread).toFixed(1)}) translate(-22 -132)`}>
              <rect width="44" height="66" rx="5" class={`gd-card gd-card-${colour}`} />
              <rect x="6" y="6" width="32" height="9" rx="2" class="gd-card-band" />
              <circle cx="22" cy="40" r="8" class="gd-card-mark" />
            </g>
          ))}
        </g>
      ),
    };
  },

  'pillars-of-the-earth'() {
    const cell = 24;
    const x0 = 120 - (PILLARS_TRACK.length * cell) / 2;
    return {
      viewBox: '0 0 240 140',
      shapes: (
        <>
          {/* the cathedral: nave, portal, apse, two towers and the vault */}
          <path d="M58,92 V58 H182 V92 Z" class="gd-stone" />
          <path d="M182,92 V62 A22,22 0 0 1 204,84 V92 Z" class="gd-stone" />
          <path d="M54,58 L120,30 L186,58 Z" class="gd-roof" />
          <path d="M66,92 V22 H86 V92 Z M98,92 V22 H118 V92 Z" class="gd-stone-dark" />
          <path d="M64,22 L76,6 L88,22 Z M96,22 L108,6 L120,22 Z" class="gd-roof" />
          <path d="M134,92 V74 A10,10 0 0 1 154,74 V92 Z" class="gd-door" />
          <path d="M40,92 H208" class="gd-ground" />
          {PILLARS_TRACK.map((price, i) => (
            <g key={i}>
              <rect x={x0 + i * cell + 1} y="104" width={cell - 2} height="26" rx="3" class={i === 0 ? 'gd-track gd-track-marker' : 'gd-track'} />
              <text x={x0 + i * cell + cell / 2} y="122" class={i === 0 ? 'gd-track-text gd-track-marker-text' : 'gd-track-text'}>
                {price}
              </text>
            </g>
          ))}
        </>
      ),
    };
  },

  'bora-bora'() {
    const pips: Record<number, Pt[]> = {
      1: [[0, 0]],
      2: [[-1, -1], [1, 1]],
      3: [[-1, -1], [0, 0], [1, 1]],
      4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
      5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
      6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
    };
    return {
      viewBox: '0 0 240 140',
      shapes: (
        <>
          <rect x="0" y="0" width="240" height="140" rx="8" class="g-sea" />
          <path d="M14,86 Q22,52 62,50 Q98,46 110,70 Q120,96 84,104 Q40,112 14,86 Z" class="gd-island" />
          <path d="M34,74 Q48,58 70,62 Q88,66 90,78" class="gd-forest" />
          <path d="M54,84 L66,70 L78,84 Z" class="gd-hut-roof" />
          <rect x="58" y="84" width="16" height="12" class="gd-hut" />
          <rect x="126" y="34" width="102" height="76" rx="8" class="gd-tile" />
          {BORA_BORA_DICE.map((value, i) => {
            const cx = 150 + i * 27;
            const cy = 72 + (i % 2 === 0 ? -6 : 6);
            return (
              <g key={i}>
                <rect x={cx - 11} y={cy - 11} width="22" height="22" rx="4" class="gd-die" />
                {(pips[value] ?? []).map(([dx, dy], j) => (
                  <circle key={j} cx={cx + dx * 6} cy={cy + dy * 6} r="2.2" class="gd-pip" />
                ))}
              </g>
            );
          })}
        </>
      ),
    };
  },
};
