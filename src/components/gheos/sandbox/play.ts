/** What the sandbox needs once it is in the reader's hands: the machine, the board and panels, the rules of play. Loaded after first paint. */
export { Game } from './Game';
export { rules } from './rules';

