import { boraBoraEngine } from '../games/bora-bora/engine';
import { MAX_PLAYERS, MIN_PLAYERS } from '../explainers/bora-bora/setup';
import { storyFor } from '../explainers/bora-bora';
import { boraBoraExample } from '../schemas/bora-bora-example';
import { checkBoraBora } from '../content/engine-checks/bora-bora';
import { boraBora as en } from '../i18n/en/bora-bora';
import { boraBora as pl } from '../i18n/pl/bora-bora';
import { boraBora as reference } from '../site/reference/bora-bora';
import { defineGame, range } from './types';

export const boraBora = defineGame({
  id: 'bora-bora',
  players: range(MIN_PLAYERS, MAX_PLAYERS), coverage: 'facts.coverage.wholeNoMap', sandbox: { notes: [{ text: 'bora.sandbox.sparring' }, { text: 'bora.sandbox.illustrative', rule: 'setup' }] },
  engine: boraBoraEngine, examples: { schema: boraBoraExample, story: storyFor, check: checkBoraBora },
  messagePrefix: 'bora.', dictionaries: { en, pl }, reference,
});
