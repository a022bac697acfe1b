import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { PlayerView } from '../../../explainers/bora-bora/views';
import type { GodColour } from '../../../games/bora-bora/types';
import type { Translate } from '../../../i18n/translate';
import { cardsLine, playerLine, ritualLine, spacesText } from '../lines';
import { Counted, Die, Glyph, Pic, Token } from './glyphs';
import type { dieKeys } from './SpotsPicture';

const W = 300;
const SPACE = 24;
const RIT_W = 22;
const RIT_H = 16;
const BOARD_Y = 82;

/** How many rows of ceremony spaces a board draws (none without `board`). */
const ritualRows = (p: PlayerView, board: boolean): number => (board && p.ritual.length ? Math.max(...p.ritual.map((r) => r.row)) + 1 : 0);

/**
 * A person tile's mark, the same in every language: letters (M/W, M/K) read as the God cards' colour letters
 * beside them (a white card "W" beside a woman "W": a referee's review).
 */
export const SEX_GLYPH = { man: '♂', woman: '♀' } as const;

/**
 * A God card's mark, the same in every language: a sign, never a letter, so that no card reads as a seat's initial
 * (a blue "B" card on Anna's board beside Ben's "B" dice: a referee's review) nor as a person tile's mark. Each sign
 * tells the card apart without its colour: waves for blue, a ring for white, a triangle, a square, a sun for yellow.
 */
export const GOD_GLYPH: Record<GodColour, string> = { blue: '≈', white: '○', red: '▲', green: '■', yellow: '☼' };

/** A board's height: its name, holdings, cards and dice (80 units), with `board` its spaces, and its ceremony spaces under them. */
export function boardHeight(p: PlayerView, board: boolean): number {
  const ritRows = ritualRows(p, board);
  return board ? (ritRows ? BOARD_Y + SPACE + 14 + ritRows * (RIT_H + 2) + 4 : BOARD_Y + SPACE + 8) : 80;
}

export function playerLabel(t: Translate, p: PlayerView, board: boolean, place: number | null): string {
  return [
    `${p.name}: ${playerLine(t, p)}.`,
    `${cardsLine(t, p)}.`,
    p.dice.length ? `${t(bmsg('bora.view.dice', { dice: p.dice.join(', ') }))}.` : '',
    place !== null ? `${t(bmsg('bora.pic.place', { n: place }))}.` : '',
    board ? `${t(bmsg('bora.view.spaces'))}: ${spacesText(t, p.spaces)}.` : '',
    board && p.ritual.length ? `${t(bmsg('bora.view.ritual'))}: ${p.ritual.map((r, i) => ritualLine(t, r, i)).join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One player's side of the table as a player board: name and points, then what they hold
 * (status, offerings, shells, priests in supply, God tiles, jewellery), their God cards and
 * the dice still to place; with `board`, the twelve spaces of the board (huts, men and
 * women, a slid tile drawn lower) and the ceremony spaces in their grid.
 */
export function PlayerBoard({
  p,
  board,
  place,
  labelId,
  initial,
  t,
  dieKey,
}: {
  p: PlayerView;
  board: boolean;
  /** Place in the turn order, when the step is about it. */
  place: number | null;
  labelId: string;
  initial: (seat: number) => string;
  t: Translate;
  dieKey: ReturnType<typeof dieKeys>;
}): JSX.Element {
  const ritRows = ritualRows(p, board);
  const ritCols = board && p.ritual.length ? Math.max(...p.ritual.map((r) => r.col)) + 1 : 0;
  const ritY = BOARD_Y + SPACE + 14;
  const aside = (['sand', 'stone', 'wood'] as const).filter((m) => p.aside[m] > 0);
  const h = boardHeight(p, board);
  const counts = [
    { kind: 'status', n: p.position, k: 'status' },
    { kind: 'gift', n: p.gifts, k: 'gifts' },
    { kind: 'shell', n: p.shells, k: 'shells' },
    { kind: 'priest', n: p.priests, k: 'priests' },
    { kind: 'god-tile', n: p.godTiles, k: 'god-tiles' },
    { kind: 'jewel', n: p.jewellery, k: 'jewellery' },
  ] as const;
  return (
    <Pic w={W} h={h} labelId={labelId} kind="player" drawing={`player-${p.seat}`}>
      <rect x="1" y="1" width={W - 2} height={h - 2} rx="8" class={`bb-board bb-bs${p.seat}${p.focus ? ' bb-f' : ''}`} />
      <Token x={14} y={14} seat={p.seat} initial={initial(p.seat)} r={9} />
      <text x="28" y="19" class="bb-name">
        {p.name}
      </text>
      {place !== null && (
        <g class="bb-place">
          <rect x={W - 118} y="4" width="30" height="18" rx="4" />
          <text x={W - 103} y="17.5" data-count={place}>{`#${place}`}</text>
        </g>
      )}
      <Glyph kind="star" x={W - 74} y={13} />
      <text x={W - 63} y="19" class="bb-score" data-key={`score-p${p.seat}`} data-count={p.score}>
        {`${p.score}`}
      </text>
      {counts.map((c, i) => (
        <Counted key={c.k} kind={c.kind} x={14 + i * 48} y={40} n={c.n} ckey={`${c.k}-p${p.seat}`} />
      ))}
      {p.godCards.map((g, i) => (
        <g key={i} class={`bb-card bb-god-${g}`} data-key={`card-p${p.seat}-${g}-${p.godCards.slice(0, i).filter((x) => x === g).length}`}>
          <rect x={6 + i * 16} y="54" width="13" height="19" rx="2" />
          <text x={12.5 + i * 16} y="68">
            {GOD_GLYPH[g]}
          </text>
        </g>
      ))}
      {Array.from({ length: p.hiddenCards ?? 0 }, (_, i) => (
        <g key={`h${i}`} class="bb-card bb-card-back" data-key={`card-p${p.seat}-hidden-${i}`}>
          <rect x={6 + i * 16} y="54" width="13" height="19" rx="2" />
          <text x={12.5 + i * 16} y="68">
            ?
          </text>
        </g>
      ))}
      {p.dice.map((d, i) => (
        <Die key={i} x={W - 16 - (p.dice.length - 1 - i) * 26} y={64} value={d} seat={p.seat} initial={initial(p.seat)} dkey={dieKey(p.seat, d)} />
      ))}
      {board && (
        <>
          <path d={p.spaces.map((_, i) => `M${6 + i * SPACE} ${BOARD_Y}h${SPACE - 2}v${SPACE}h${2 - SPACE}z`).join('')} class="bb-space-bg" />
          <path
            d={p.spaces
              .map((s, i) => (s.person || !s.huts ? '' : `M${10 + i * SPACE} ${BOARD_Y + 19}v-8l7 -6l7 6v8z`))
              .join('')}
            class={`bb-s${p.seat} bb-fill bb-hut`}
          />
        </>
      )}
      {board &&
        p.spaces.map((s, i) => {
          const x = 6 + i * SPACE;
          if (s.person) {
            const shift = s.person.shifted ? 5 : 0;
            return (
              <g key={i} class={`bb-${s.person.sex}`}>
                <rect x={x + 1} y={BOARD_Y + 1 + shift} width={SPACE - 4} height={SPACE - 6} rx="2" class="bb-person" />
                {/* With its status symbols (a man) or shells (a woman), which tattooing or collecting gives ("♂2"); covered once the tile slides. One text: the rulebook is at its element budget. */}
                <text x={x + SPACE / 2 - 1} y={BOARD_Y + 14 + shift} class="bb-person-l">
                  {s.person.shifted ? SEX_GLYPH[s.person.sex] : `${SEX_GLYPH[s.person.sex]}${s.person.symbols}`}
                </text>
              </g>
            );
          }
          return s.huts > 1 ? (
            <text key={i} x={x + 11} y={BOARD_Y + 17} class="bb-on bb-tiny" data-count={s.huts}>
              {`${s.huts}`}
            </text>
          ) : null;
        })}
      {board && ritRows > 0 && (
        <text x="6" y={ritY - 3} class="bb-sub-t">
          {t(bmsg('bora.view.ritual'))}
        </text>
      )}
      {board &&
        p.ritual.map((r, i) => {
          const x = 6 + r.col * (RIT_W + 2);
          const y = ritY + r.row * (RIT_H + 2);
          return (
            <g key={i} class={`bb-rit-g bb-rit-${typeof r.content === 'number' ? 'building' : r.content}`}>
              <rect x={x} y={y} width={RIT_W} height={RIT_H} rx="2" />
              {typeof r.content === 'number' ? (
                <text x={x + RIT_W / 2} y={y + 12}>
                  {`${r.content}`}
                </text>
              ) : (
                <Glyph kind={r.material} x={x + RIT_W / 2} y={y + RIT_H / 2} k={0.75} />
              )}
            </g>
          );
        })}
      {board &&
        aside.map((m, i) => (
          <Counted key={m} kind={m} x={ritCols * (RIT_W + 2) + 24 + i * 44} y={ritY + 8} n={p.aside[m]} ckey={`aside-${m}-p${p.seat}`} />
        ))}
    </Pic>
  );
}
