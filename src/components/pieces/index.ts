import type { GameId } from '../../registry';
import { boraBoraPieces } from './boraBora';
import { gheosPieces } from './gheos';
import { pillarsPieces } from './pillars';
import { sevenWondersPieces } from './sevenWonders';
import type { GamePieces } from './types';

/** Every component drawing a rulebook may show, by game slug and kind (`<Piece kind="…" />`). */
export const PIECES: { readonly [G in GameId]: GamePieces } = {
  gheos: gheosPieces,
  '7-wonders': sevenWondersPieces,
  'pillars-of-the-earth': pillarsPieces,
  'bora-bora': boraBoraPieces,
};
