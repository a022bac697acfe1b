/** What the Bora Bora sandbox needs once in the reader's hands: the machine, the engine, the board and panels, and where the address starts the game. Loaded after first paint. */
export { Game } from './Game';
export { prepare } from './prepare';
