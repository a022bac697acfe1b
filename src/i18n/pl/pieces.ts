import type { pieces as en } from '../en/pieces';

/** Rysunki elementów gry w zasadach (`<Piece kind="…" />`): ich opisy tekstowe, po polsku. Liczby pochodzą z silników. */
export const pieces: Record<keyof typeof en, string> = {
  'pieces.gheos.tile': 'Kafelek krajobrazu: {parts}.',
  'pieces.gheos.startTile': 'Kafelek startowy, oznaczony gwiazdką: {parts}.',
  'pieces.gheos.landmass': '{n, plural, =0 {masa lądowa bez symboli} other {masa lądowa z symbolami: {symbols}}}',
  'pieces.gheos.coast': '{n, plural, =0 {puste nabrzeże} other {nabrzeże z symbolami: {symbols}}}',
  'pieces.gheos.temple': 'świątynia ({symbol})',
  'pieces.gheos.sea': 'morze wzdłuż krawędzi: {n}',
  'pieces.gheos.epoch': 'Kafelek Epoki, narysowany bez wzoru: nie ma na nim krajobrazu.',
  'pieces.sw.card': 'Karta Epoki, {colour}, narysowana schematycznie, z symbolem koloru. Koszt budowy pominięto: w naszym źródle brakuje stron, które pokazują karty.',
  'pieces.sw.tokens': 'Żetony Konfliktu: żetony Zwycięstwa o wartości {points} (Epoki I, II i III) i żeton Porażki o wartości {defeat}.',
  'pieces.pillars.track': 'Tor kosztów, pole po polu: ceny kolejno wylosowanych budowniczych w monetach to {prices}.',
  'pieces.pillars.craftsmen': 'Rząd rzemieślników: miejsc jest {places}, na pierwszych {n} leżą początkowi rzemieślnicy: {names}.',
  'pieces.bora.actions': 'Płytki akcji w grze czteroosobowej, razem {n}, każda z miejscem na kości: {tiles}.',
  'pieces.bora.gods': 'Karty bogów w {n} kolorach: {gods}.',
};
