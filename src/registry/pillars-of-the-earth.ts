import { pillarsEngine } from '../games/pillars-of-the-earth/engine';
import { MAX_PLAYERS, MIN_PLAYERS } from '../games/pillars-of-the-earth/setup';
import { storyFor } from '../explainers/pillars';
import { pillarsExample } from '../schemas/pillars-example';
import { checkPillars } from '../content/engine-checks/pillars';
import { pillars as en } from '../i18n/en/pillars';
import { pillars as pl } from '../i18n/pl/pillars';
import { pillars as reference } from '../site/reference/pillars';
import { defineGame, range } from './types';

export const pillars = defineGame({
  id: 'pillars-of-the-earth',
  players: range(MIN_PLAYERS, MAX_PLAYERS), coverage: 'facts.coverage.toPhase3Step4', sandbox: false,
  engine: pillarsEngine, examples: { schema: pillarsExample, story: storyFor, check: checkPillars },
  messagePrefix: 'pillars.', dictionaries: { en, pl }, reference,
});
