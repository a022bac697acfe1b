import { sevenWonders as engine } from '../games/seven-wonders/engine';
import { MAX_PLAYERS, MIN_PLAYERS } from '../games/seven-wonders/seating';
import { storyFor } from '../explainers/seven-wonders';
import { sevenWondersExample } from '../schemas/seven-wonders-example';
import { checkSevenWonders } from '../content/engine-checks/seven-wonders';
import { sevenWonders as en } from '../i18n/en/seven-wonders';
import { sevenWonders as pl } from '../i18n/pl/seven-wonders';
import { sevenWonders as reference } from '../site/reference/seven-wonders';
import { defineGame, range } from './types';

export const sevenWonders = defineGame({
  id: '7-wonders',
  players: range(MIN_PLAYERS, MAX_PLAYERS), playersReading: 'age-decks', coverage: 'facts.coverage.beforeEndScoring', sandbox: false,
  engine, examples: { schema: sevenWondersExample, story: storyFor, check: checkSevenWonders },
  messagePrefix: 'sw.', dictionaries: { en, pl }, reference,
});
