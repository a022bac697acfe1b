import type { JSX } from 'preact';
import type { CardChip as Model } from '../../explainers/seven-wonders/views';
import { CARD_SYMBOL as SYMBOL } from './table';

export function CardChip({ card, picked }: { card: Model; picked?: boolean }): JSX.Element {
  return (
    <span class={`sw-card sw-card-${card.colour}${picked ? ' picked' : ''}`}>
      <span class="sw-card-symbol" aria-hidden="true">
        {SYMBOL[card.colour]}
      </span>
      <span>{card.name}</span>
    </span>
  );
}
