import type { JSX } from 'preact';
import type { RingView as Model } from '../../explainers/seven-wonders/views';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { TokenIcon } from './TokenIcon';

const R = 120;
/** A small heater shield, drawn so it shows with any font. */
const SHIELD = 'M0,-5 L5,-3 L5,1 Q5,4 0,6 Q-5,4 -5,1 L-5,-3 Z';
const CX = 170;
const CY = 150;

function seatPoint(seat: number, n: number, radius = R) {
  // Seat 0 at the bottom; seats go clockwise, so a seat's left neighbour (seat + 1) is to its left on screen.
  const angle = Math.PI / 2 + (2 * Math.PI * seat) / n;
  return { x: CX + radius * Math.cos(angle), y: CY + radius * Math.sin(angle) };
}

/** Players in a ring, shields beside each name, tokens beneath; the pair being compared is joined by a line. */
export function RingView({ view, t }: { view: Model; t: Translate }): JSX.Element {
  const n = view.seats.length;
  const focus = view.focus;
  return (
    <figure class="sw-ring">
      <svg viewBox="0 0 340 300" role="img" aria-label={t(msg('sw.view.ring'))}>
        <circle cx={CX} cy={CY} r={R} class="sw-table" />
        {focus && (() => {
          const a = seatPoint(focus.a, n);
          const b = seatPoint(focus.b, n);
          return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`sw-duel sw-duel-${focus.outcome}`} />;
        })()}
        {view.seats.map((s, seat) => {
          const p = seatPoint(seat, n);
          const active = focus && (focus.a === seat || focus.b === seat);
          return (
            <g key={seat} class={`sw-seat${active ? ' active' : ''}${view.follow === seat ? ' followed' : ''}`}>
              <circle cx={p.x} cy={p.y} r={26} />
              <text x={p.x} y={p.y - 4} text-anchor="middle" class="sw-seat-name">
                {s.name}
              </text>
              <path d={SHIELD} transform={`translate(${p.x - 8} ${p.y + 9})`} class="sw-shield-icon" />
              <text x={p.x + 3} y={p.y + 13} class="sw-seat-shields">
                {String(s.shields)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul class="sw-seat-list">
        {view.seats.map((s, seat) => {
          const active = focus && (focus.a === seat || focus.b === seat);
          return (
            <li key={seat} class={active ? 'active' : undefined}>
              <span class="sw-seat-label">
                <span>{s.name}</span>
                {view.follow === seat && <em>{` (${t(msg('sw.view.follow'))})`}</em>}
              </span>
              <span>{t(msg('sw.view.shields', { n: s.shields }))}</span>
              {s.tokens.length > 0 && (
                <span class="sw-tokens">
                  {s.tokens.map((token, i) => (
                    <TokenIcon key={i} token={token} t={t} />
                  ))}
                </span>
              )}
              {(view.totals || s.tokens.length > 0) && <strong class="sw-points">{t(msg('sw.view.points', { points: s.points }))}</strong>}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
