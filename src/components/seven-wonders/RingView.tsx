import type { JSX } from 'preact';
import type { RingView as Model } from '../../explainers/seven-wonders/views';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { TokenIcon } from './TokenIcon';
import { TABLE, seatPoint } from './table';

/** A small heater shield, drawn so it shows with any font. */
const SHIELD = 'M0,-5 L5,-3 L5,1 Q5,4 0,6 Q-5,4 -5,1 L-5,-3 Z';
/** A seat's circle, and a conflict token's chip beneath it, in drawing units (pictures.css sets their type). */
const SEAT_R = 29;
const TOKEN = { w: 27, h: 17, gap: 3 };

/** The picture's words: every seat's shields and tokens, from the same view the picture draws. */
export function ringLabel(view: Model, t: Translate): string {
  const seats = view.seats.map((s) => {
    const tokens = s.tokens.map((token) => t(token.kind === 'victory' ? msg('sw.token.victory', { points: token.points }) : msg('sw.token.defeat')));
    return t(msg('sw.pic.seat', { name: s.name, shields: s.shields, tokens: tokens.length, list: tokens.join(', ') }));
  });
  return t(msg('sw.pic.ring', { seats: seats.join('; ') }));
}

/** Players in a ring, shields beside each name, tokens beneath; the pair being compared is joined by a line. */
export function RingView({ view, t }: { view: Model; t: Translate }): JSX.Element {
  const n = view.seats.length;
  const focus = view.focus;
  return (
    <figure class="sw-ring">
      <svg viewBox="0 0 340 326" role="img" aria-label={ringLabel(view, t)}>
        <circle cx={TABLE.cx} cy={TABLE.cy} r={TABLE.r} class="sw-table" />
        {focus && (() => {
          const a = seatPoint(focus.a, n);
          const b = seatPoint(focus.b, n);
          return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`sw-duel sw-duel-${focus.outcome}`} data-key={`duel-${focus.a}-${focus.b}`} />;
        })()}
        {view.seats.map((s, seat) => {
          const p = seatPoint(seat, n);
          const active = focus && (focus.a === seat || focus.b === seat);
          const row = s.tokens.length * (TOKEN.w + TOKEN.gap) - TOKEN.gap;
          return (
            <g key={seat} class={`sw-seat${active ? ' active' : ''}${view.follow === seat ? ' followed' : ''}`} data-key={`seat-${seat}`}>
              <circle cx={p.x} cy={p.y} r={SEAT_R} />
              <text x={p.x} y={p.y - 5} text-anchor="middle" class="sw-seat-name">
                {s.name}
              </text>
              <path d={SHIELD} transform={`translate(${p.x - 8} ${p.y + 9})`} class="sw-shield-icon" />
              <text x={p.x + 3} y={p.y + 14} class="sw-seat-shields" data-count={s.shields}>
                {String(s.shields)}
              </text>
              {s.tokens.map((token, i) => {
                const x = p.x - row / 2 + i * (TOKEN.w + TOKEN.gap);
                return (
                  <g key={i} class={`sw-pic-token sw-pic-token-${token.kind}`} data-key={`token-${seat}-${i}`}>
                    <rect x={x} y={p.y + SEAT_R + 4} width={TOKEN.w} height={TOKEN.h} rx={TOKEN.h / 2} />
                    <text x={x + TOKEN.w / 2} y={p.y + SEAT_R + 17} text-anchor="middle">
                      {token.kind === 'victory' ? `+${token.points}` : '−1'}
                    </text>
                  </g>
                );
              })}
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
              <span class="sw-seat-shields-words">{t(msg('sw.view.shields', { n: s.shields }))}</span>
              {s.tokens.length > 0 && (
                <span class="sw-tokens">
                  {s.tokens.map((token, i) => (
                    <TokenIcon key={i} token={token} t={t} />
                  ))}
                </span>
              )}
              {/* Following one seat, only its points are told: its neighbours' own conflicts are not part of the telling. */}
              {view.totals && (view.follow === null || view.follow === seat) && <strong class="sw-points">{t(msg('sw.view.points', { points: s.points }))}</strong>}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
