/** What the sandbox needs once the reader plays: the actions panel and the step-through of a move. Loaded on demand. */
export { Actions } from './Actions';
export { Review, type ReviewProps } from './Review';

import { moveDefaults, moveOutcome } from '../../../explainers/gheos/resolveMove';
import type { SandboxRules } from '../../../explainers/gheos/sandbox/sandboxMachine';

/** The rules of play for the sandbox machine. */
export const rules: SandboxRules = { outcome: moveOutcome, defaults: moveDefaults };
