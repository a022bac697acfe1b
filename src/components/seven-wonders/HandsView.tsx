import type { JSX } from 'preact';
import type { HandsView as Model } from '../../explainers/seven-wonders/views';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';
import { CardChip } from './CardChip';

/** Each seat's hand as a row of cards; the picked card marked; an arrow when hands move. */
export function HandsView({ view, t }: { view: Model; t: Translate }): JSX.Element {
  const side = msg(view.direction === 'left' ? 'sw.side.left' : 'sw.side.right');
  return (
    <figure class="sw-hands">
      <figcaption class="sr-only">{t(msg('sw.view.hands'))}</figcaption>
      <ul>
        {view.seats.map((s, seat) => (
          <li key={seat}>
            <div class="sw-hand-head">
              <strong>{s.name}</strong>
              <span>{t(msg('sw.view.hand', { n: s.hand.length }))}</span>
              {view.passing && (
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
    </figure>
  );
}
