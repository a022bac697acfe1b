import { gheosEngine } from '../games/gheos/engine';
import { MAX_PLAYERS, MIN_PLAYERS } from '../games/gheos/state';
import { gheosStory } from '../explainers/gheos/story';
import { gheosExample } from '../schemas/gheos-example';
import { checkGheos } from '../content/engine-checks/gheos';
import { gheos as en } from '../i18n/en/gheos';
import { gheos as pl } from '../i18n/pl/gheos';
import { gheos as reference } from '../site/reference/gheos';
import { defineGame, range } from './types';

export const gheos = defineGame({
  id: 'gheos',
  players: range(MIN_PLAYERS, MAX_PLAYERS), coverage: 'facts.coverage.whole', sandbox: { notes: [{ text: 'gheos.sandbox.silent', rule: 'turn' }, { text: 'gheos.sandbox.readings', rule: 'migrations' }, { text: 'gheos.sandbox.startNote', rule: 'setup' }] },
  engine: gheosEngine, examples: { schema: gheosExample, story: () => gheosStory, check: checkGheos },
  messagePrefix: 'gheos.', dictionaries: { en, pl }, reference,
});
