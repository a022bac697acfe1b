import type { JSX } from 'preact';
import type { CardChip as Model } from '../../explainers/seven-wonders/views';

/** Colour-blind symbols per card colour, as the game prints one on each card. */
const SYMBOL: Record<Model['colour'], string> = {
  brown: '▲',
  grey: '■',
  blue: '●',
  yellow: '◆',
  red: '✚',
  green: '✱',
  purple: '⬟',
};

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
