/** What the Gheos sandbox brings to the shared island (loaded at the reader's first input): where the address starts, and the machine's rules, the board and panels. */
import type { SandboxGame } from '../../sandbox/Sandbox';
import { Game } from './Game';
import { prepare, type GheosInput } from './prepare';

export const sandbox: SandboxGame<GheosInput> = { Game, prepare };
