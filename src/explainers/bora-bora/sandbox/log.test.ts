/**
 * The sandbox names task tiles as the rest of the site does (by what they ask for), never by their
 * data ids: every event of a whole game of engine players and the final sheets, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sheetLineText } from '../../../components/bora-bora/lines';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { playMachine } from '../../sandbox/playMachine';
import { finalSheets, tableLines } from './log';
import { roundSteps } from './replay';
import { boraBoraEngine } from '../../../games/bora-bora';
import { decodeInput } from './codec';
import { boraRules, decisionOf, positionOf, type BoraTable } from './rules';

const names = ['Ann', 'Ben'];

describe('the sandbox’s words for a whole game', () => {
  for (const seed of [1, 7])
    it(`name no task by its id (two engine players, seed ${seed})`, () => {
      const actor = createActor(playMachine, { input: { rules: boraRules(names), start: { setup: { players: 2, seed }, seats: ['engine', 'engine'] } } }).start();
      const tl = actor.getSnapshot().context.timeline;
      const tables = tl.tables as BoraTable[];
      expect(tables.at(-1)!.final).not.toBeNull();
      for (const lang of ['en', 'pl'] as const) {
        const t = translator(lang, dictionaries[lang]);
        const said = tables.flatMap((_, i) => tableLines(tl, i).map((m) => t(m)));
        const sheets = finalSheets(tl, tl.tables.length - 1)!;
        // The last round stepped through: every step's caption and details.
        const steps = roundSteps({ ...tl, cursor: tl.tables.length - 1 })!.steps;
        const replayed = steps.flatMap((st) => [st.caption, ...(st.details ?? [])].map((m) => t(m)));
        expect(replayed.length).toBeGreaterThan(0);
        said.push(...replayed);
        const sheet = sheets.flatMap((s) => s.lines.map((l) => sheetLineText(t, l)).map((x) => `${x.head} ${x.value}`));
        // Tasks are spoken of in this game: the check is not empty.
        expect(said.join('\n')).toMatch(lang === 'en' ? /fulfils|drops/ : /.+/);
        for (const line of [...said, ...sheet]) expect(line).not.toMatch(/\b(task|start)-\d+\b/);
      }
    });
});

describe('the table the sandbox draws at a question', () => {
  it('is the table after the last event the log lists, not the one before the input', () => {
    const actor = createActor(playMachine, { input: { rules: boraRules(names), start: { setup: { players: 2, seed: 5 }, seats: ['engine', 'engine'] } } }).start();
    const tl = actor.getSnapshot().context.timeline;
    const tables = tl.tables as BoraTable[];
    let asked = 0;
    for (let i = 1; i < tables.length; i++) {
      const t = tables[i]!;
      if (!decisionOf(t) || t.events.length === 0) continue;
      const before = tables[i - 1]!;
      const input = decodeInput(positionOf(before), decisionOf(before), tl.moves[i - 1]!)!;
      const r = boraBoraEngine.apply(before.engine, input, { during: true });
      if (!r.ok) throw new Error(r.reason);
      expect(positionOf(t), `input ${i}: ${tl.moves[i - 1]}`).toEqual(r.during!.at(-1)!.position);
      asked++;
    }
    expect(asked).toBeGreaterThan(5);
  });
});
