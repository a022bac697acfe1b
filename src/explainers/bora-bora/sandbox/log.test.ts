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
import { finalSheets, gameOverLines, tableLines } from './log';
import { bonusName, literal } from '../common';
import { list } from '../messages';
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

describe('the game’s end in words', () => {
  const actor = createActor(playMachine, { input: { rules: boraRules(names), start: { setup: { players: 2, seed: 7 }, seats: ['engine', 'engine'] } } }).start();
  const tl = actor.getSnapshot().context.timeline;
  const end = tl.tables.length - 1;
  const final = (tl.tables[end] as BoraTable).final!;
  const total = (seat: number) => final.sheets.find((x) => x.player === seat)!.total;

  for (const lang of ['en', 'pl'] as const) {
    const t = translator(lang, dictionaries[lang]);
    it(`${lang}: names the winner from the engine’s final scores, and each player’s end bonuses met by name`, () => {
      const lines = gameOverLines(tl, end)!.map((m) => t(m));
      const winner = final.ranking[0]!;
      expect(total(winner)).toBeGreaterThan(total(final.ranking[1]!));
      expect(lines[0]).toBe(t({ key: 'bora.sandbox.winner', params: { player: names[winner]!, points: total(winner) } }));
      // One line a player, naming every bonus their sheet met and none it missed.
      for (const sheet of final.sheets) {
        const line = lines.find((l) => l.includes(`, ${names[sheet.player]}:`))!;
        expect(line).toBeDefined();
        for (const [bonus, met] of Object.entries(sheet.bonuses)) {
          const said = t(bonusName(bonus as never, positionOf(tl.tables[end] as BoraTable)));
          if (met) expect(line).toContain(said);
          else expect(line).not.toContain(said);
        }
      }
    });

    it(`${lang}: on a tie at the top says how the source breaks it (first in the last Phase C) and who that is`, () => {
      const tied = { ...(tl.tables[end] as BoraTable), final: { ...final, sheets: final.sheets.map((x) => ({ ...x, total: 80 })) } };
      const tables = [...tl.tables];
      tables[end] = tied;
      const line = t(gameOverLines({ ...tl, tables }, end)![0]!);
      expect(line).toBe(t({ key: 'bora.sandbox.winnerTie', params: { tied: t(list(final.ranking.map((seat) => literal(names[seat]!)))), points: 80, player: names[final.ranking[0]!]! } }));
      expect(line).toMatch(lang === 'en' ? /first in the last Phase C/ : /w ostatniej fazie C/);
    });
  }

  it('says nothing before the game is scored', () => {
    expect(gameOverLines(tl, 0)).toBeNull();
  });
});

describe('a God card drawn from the deck by a seat the engine plays', () => {
  const actor = createActor(playMachine, { input: { rules: boraRules(names), start: { setup: { players: 2, seed: 7 }, seats: ['engine', 'engine'] } } }).start();
  const tl = actor.getSnapshot().context.timeline;
  const keys = (ms: readonly { key: string; params?: Record<string, unknown> }[]): string[] => ms.flatMap((m) => [m.key, ...keys(Object.values(m.params ?? {}).filter((v): v is { key: string } => typeof v === 'object' && v !== null && 'key' in v))]);
  const said = (t: typeof tl) => keys(t.tables.flatMap((_, i) => tableLines(t, i)));

  it('is told without its colour, in the log and in the round stepped through; a seat at the screen’s is told as it is', () => {
    const engine = said(tl);
    expect(engine).toContain('bora.ev.cardDeckHidden');
    expect(engine).not.toContain('bora.ev.cardDeck');
    const people = said({ ...tl, start: { ...tl.start, seats: ['human', 'human'] } });
    expect(people).toContain('bora.ev.cardDeck');
    expect(people).not.toContain('bora.ev.cardDeckHidden');
    // Every round's steps, as the step-through tells them.
    const rounds = tl.tables.map((_, cursor) => roundSteps({ ...tl, cursor })).filter((r) => r !== null);
    const captions = keys(rounds.flatMap((r) => r.steps.flatMap((st) => [st.caption, ...(st.details ?? [])])));
    expect(captions).toContain('bora.ev.cardDeckHidden');
    expect(captions).not.toContain('bora.ev.cardDeck');
  });
});
