/** What the Bora Bora sandbox brings to the shared island (loaded at the reader's first input): where the address starts, and the machine's rules, the engine, the board and panels. */
import type { SandboxGame } from '../../sandbox/Sandbox';
import { Game } from './Game';
import { prepare, type BoraInput } from './prepare';

export const sandbox: SandboxGame<BoraInput> = { Game, prepare };
