import type { JSX } from 'preact';
import type { HandsView as Model } from '../../explainers/seven-wonders/views';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { CardChip } from './CardChip';
import { TABLE, round, seatPoint } from './table';

const CARD = { w: 10, h: 15, gap: 1 };
const ARC = 72;

/** The picture's words: who holds how many cards, who picks what, which way hands go, the discards. */
export function handsLabel(view: Model, t: Translate): string {
  const seats = view.seats.map((s) =>
    t(s.picked ? msg('sw.pic.handSeatPicked', { name: s.name, n: s.hand.length, card: s.picked.name }) : msg('sw.pic.handSeat', { name: s.name, n: s.hand.length })),
  );
  if (view.direction === null) return t(msg('sw.pic.handsNoSide', { seats: seats.join('; '), discard: view.discardPile }));
  const side = msg(view.direction === 'left' ? 'sw.side.left' : 'sw.side.right');
  return t(msg('sw.pic.hands', { side, seats: seats.join('; '), discard: view.discardPile }));
}

/** An arrow along the table's edge from one seat towards the next in the passing direction. */
function PassArrow({ from, n, left, active }: { from: number; n: number; left: boolean; active: boolean }): JSX.Element {
  const step = (2 * Math.PI) / n;
  const a0 = Math.PI / 2 + step * from;
  const sign = left ? 1 : -1;
  const start = a0 + sign * step * 0.3;
  const end = a0 + sign * step * 0.7;
  const at = (a: number, r = ARC) => ({ x: round(TABLE.cx + r * Math.cos(a)), y: round(TABLE.cy + r * Math.sin(a)) });
  const p0 = at(start);
  const p1 = at(end);
  // The head points along the circle, in the direction of travel.
  const tx = -Math.sin(end) * sign;
  const ty = Math.cos(end) * sign;
  const nx = Math.cos(end);
  const ny = Math.sin(end);
  const tip = { x: round(p1.x + tx * 6), y: round(p1.y + ty * 6) };
  const b1 = { x: round(p1.x - tx * 2 + nx * 5), y: round(p1.y - ty * 2 + ny * 5) };
  const b2 = { x: round(p1.x - tx * 2 - nx * 5), y: round(p1.y - ty * 2 - ny * 5) };
  return (
    <g class={`sw-pass${active ? ' active' : ''}`} data-key={`pass-${from}`}>
      <path d={`M${p0.x},${p0.y} A${ARC},${ARC} 0 0 ${left ? 1 : 0} ${p1.x},${p1.y}`} class="sw-pass-line" />
      <path d={`M${tip.x},${tip.y} L${b1.x},${b1.y} L${b2.x},${b2.y} Z`} class="sw-pass-head" />
    </g>
  );
}

/** The table seen from above: each seat's hand as a fan of coloured cards, arrows the way hands go, the discard pile in the middle. */
function HandsPicture({ view, t }: { view: Model; t: Translate }): JSX.Element {
  const n = view.seats.length;
  return (
    <svg viewBox="0 0 340 300" role="img" aria-label={handsLabel(view, t)}>
      <circle cx={TABLE.cx} cy={TABLE.cy} r={TABLE.r - 28} class="sw-table" />
      {view.direction !== null &&
        view.seats.map((_, seat) => <PassArrow key={seat} from={seat} n={n} left={view.direction === 'left'} active={view.passing} />)}
      <g class="sw-pic-discard" data-key="discard">
        <rect x={TABLE.cx - 12} y={TABLE.cy - 22} width={24} height={34} rx={3} />
        <text x={TABLE.cx} y={TABLE.cy} text-anchor="middle" data-count={view.discardPile}>
          {String(view.discardPile)}
        </text>
        <text x={TABLE.cx} y={TABLE.cy + 28} text-anchor="middle" class="sw-pic-small">
          {t(msg('sw.pic.discard'))}
        </text>
      </g>
      {view.seats.map((s, seat) => {
        const p = seatPoint(seat, n, TABLE.r - 4);
        const width = s.hand.length * (CARD.w + CARD.gap) - CARD.gap;
        const x0 = round(p.x - width / 2);
        return (
          <g key={seat} class="sw-pic-hand" data-key={`hand-${seat}`}>
            <text x={p.x} y={p.y - 14} text-anchor="middle" class="sw-seat-name">
              {s.name}
            </text>
            {s.hand.map((c, i) => {
              const picked = s.picked?.id === c.id;
              return (
                <rect
                  key={c.id}
                  data-key={`card-${c.id}`}
                  x={round(x0 + i * (CARD.w + CARD.gap))}
                  y={p.y - 5 - (picked ? 5 : 0)}
                  width={CARD.w}
                  height={CARD.h}
                  rx={1.5}
                  class={`sw-pic-card sw-fill-${c.colour}${picked ? ' picked' : ''}`}
                />
              );
            })}
            {/* Short ("6 cards"): the list beside the picture says "6 cards in hand". */}
            <text x={p.x} y={p.y + 24} text-anchor="middle" class="sw-pic-small" data-count={s.hand.length}>
              {t(msg('sw.pic.handCount', { n: s.hand.length }))}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Each seat's hand as a row of cards; the picked card marked; an arrow when hands move. */
export function HandsView({ view, t }: { view: Model; t: Translate }): JSX.Element {
  const side = msg(view.direction === 'left' ? 'sw.side.left' : 'sw.side.right');
  return (
    <figure class="sw-hands sw-with-picture">
      <figcaption class="sr-only">{t(msg('sw.view.hands'))}</figcaption>
      <HandsPicture view={view} t={t} />
      <div>
        <ul>
          {view.seats.map((s, seat) => (
            <li key={seat} data-focus={view.reader === undefined ? undefined : String(view.reader === seat)}>
              <div class="sw-hand-head">
                <strong>{s.name}</strong>
                <span>{t(msg('sw.view.hand', { n: s.hand.length }))}</span>
                {view.passing && view.direction !== null && (
                  <span class="sw-passing">
                    <span aria-hidden="true">{view.direction === 'left' ? ' ↻ ' : ' ↺ '}</span>
                    {t(msg('sw.view.passing', { side }))}
                  </span>
                )}
              </div>
              <div class="sw-hand-cards">
                {s.hand.map((c) => (
                  <CardChip key={c.id} card={c} picked={s.picked?.id === c.id} />
                ))}
                {s.picked && <span class="sr-only">{`${t(msg('sw.view.picked'))}: ${s.picked.name}`}</span>}
              </div>
            </li>
          ))}
        </ul>
        <p class="sw-discard">{t(msg('sw.view.discardPile', { n: view.discardPile }))}</p>
      </div>
    </figure>
  );
}
