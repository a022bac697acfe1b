import type { pieces as en } from '../en/pieces';

/** Rysunki elementów gry w zasadach (`<Piece kind="…" />`): ich opisy tekstowe, po polsku. Liczby pochodzą z silników. */
export const pieces: Record<keyof typeof en, string> = {
  'pieces.gheos.tile': 'Płytka krajobrazu: {parts}.',
  'pieces.gheos.startTile': 'Płytka startowa, oznaczona gwiazdką: {parts}.',
  'pieces.gheos.landmass': '{n, plural, =0 {ląd bez symboli} other {ląd z symbolami: {symbols}}}',
  'pieces.gheos.coast': '{n, plural, =0 {pusty pas wybrzeża} other {pas wybrzeża z symbolami: {symbols}}}',
  'pieces.gheos.temple': 'świątynia ({symbol})',
  'pieces.gheos.sea': 'morze wzdłuż krawędzi: {n}',
  'pieces.gheos.epoch': 'Płytka epoki, narysowana bez wzoru: nie ma na niej krajobrazu.',
  'pieces.sw.card': 'Karta Epoki, {colour}, narysowana schematycznie, z symbolem koloru. Koszt budowy pominięto: w naszym źródle brakuje stron, które pokazują karty.',
  'pieces.sw.tokens': 'Żetony Konfliktu: żetony Zwycięstwa o wartości {points} (Epoki I, II i III) i żeton Porażki o wartości {defeat}.',
  'pieces.pillars.track': 'Tor kosztów, pole po polu: kolejni wylosowani budowniczowie kosztują {prices} złota.',
  'pieces.pillars.craftsmen': 'Rząd rzemieślników: miejsc jest {places}, na pierwszych {n} leżą rzemieślnicy startowi: {names}.',
  'pieces.bora.actions': 'Płytki akcji w grze czteroosobowej, razem {n}, każda z miejscem na kości: {tiles}.',
  'pieces.bora.gods': 'Karty Bogów w {n} kolorach: {gods}.',
};
