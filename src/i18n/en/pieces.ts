/** Component drawings in the rulebooks (`<Piece kind="…" />`): their text alternatives, English. Numbers come from the engines. */
export const pieces = {
  'pieces.gheos.tile': 'A landscape tile: {parts}.',
  'pieces.gheos.startTile': 'The start tile, marked with a star: {parts}.',
  'pieces.gheos.landmass': '{n, plural, =0 {a landmass with no symbol} other {a landmass with {symbols}}}',
  'pieces.gheos.coast': '{n, plural, =0 {a bare coast strip} other {a coast strip with {symbols}}}',
  'pieces.gheos.temple': 'a temple of {symbol}',
  'pieces.gheos.sea': '{n, plural, one {sea along # edge} other {sea along # edges}}',
  'pieces.gheos.epoch': 'An epoch tile, drawn plain: it shows no landscape.',
  'pieces.sw.card': 'An Age card, {colour}, drawn schematically with the colour’s symbol. Its building cost is left out: the pages of our source that show the cards are missing.',
  'pieces.sw.tokens': 'Conflict tokens: victory tokens worth {points} (in Ages I, II and III) and a defeat token worth {defeat}.',
  'pieces.pillars.track': 'The cost track, space by space: the master builders drawn cost {prices} gold in turn.',
  'pieces.pillars.craftsmen': 'A craftsman row of {places} places; the first {n} hold the starting craftsmen: {names}.',
  'pieces.bora.actions': 'The {n} action tiles of a four-player game, each with room for dice: {tiles}.',
  'pieces.bora.gods': 'God cards in {n} colours: {gods}.',
} as const;
