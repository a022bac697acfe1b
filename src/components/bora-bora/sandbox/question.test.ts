/**
 * No words the sandbox shows keep a placeholder unfilled: every question (its heading and its
 * buttons) met in whole games played by random choices among the inputs the sandbox offers, and
 * every line of what just happened, in both languages. The yellow god's question at the end once
 * read “pay a yellow god for the task “{task}”?”.
 */
import { h } from 'preact';
import { parse } from 'node-html-parser';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { offeredCodes } from '../../../explainers/bora-bora/sandbox/enginePlayer';
import { tableLines } from '../../../explainers/bora-bora/sandbox/log';
import { applyCode, boraRules, decisionOf, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { playMachine } from '../../../explainers/sandbox/playMachine';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { Question } from './Question';

const leftover = /\{[^}]*\}/;

/** A whole game, every input picked at random (seeded) from those the sandbox offers and the engine takes. */
function randomGame(players: number, seed: number) {
  const names = ['Ann', 'Ben', 'Cat', 'Dan'].slice(0, players);
  const actor = createActor(playMachine, { input: { rules: boraRules(names), start: { setup: { players, seed }, seats: names.map(() => 'human' as const) } } }).start();
  let r = seed * 7919;
  const pick = (n: number) => ((r = (r * 1103515245 + 12345) % 2147483648), r % n);
  const table = () => actor.getSnapshot().context.table as BoraTable;
  for (let guard = 0; guard < 3000 && !table().final; guard++) {
    const codes = offeredCodes(table()).filter((c) => applyCode(table(), c).ok);
    if (codes.length === 0) break;
    actor.send({ type: 'INPUT', code: codes[pick(codes.length)]! });
  }
  return actor.getSnapshot().context.timeline;
}

describe('the Bora Bora sandbox’s questions', () => {
  it('offer enabled only the answers the engine takes; the others say why (expanding by land with no land path, once enabled and then refused)', () => {
    const t = translator('en', dictionaries.en);
    let disabled = 0;
    for (const [players, seed] of [[2, 3], [3, 7], [4, 5], [2, 9], [4, 2]] as const) {
      const tables = randomGame(players, seed).tables as BoraTable[];
      for (const table of tables) {
        const d = decisionOf(table);
        if (!d || d.kind === 'trades') continue;
        const html = parse(renderToString(h(Question, { t, table, d, onPlay: () => undefined })));
        html.querySelectorAll('.bb-options button').forEach((b, k) => {
          const taken = applyCode(table, `a${k}`).ok;
          expect(b.hasAttribute('disabled'), `${d.kind}: ${b.text}`).toBe(!taken);
          if (!taken) {
            disabled++;
            expect(html.querySelector(`#bb-q-why-${k}`)?.text).toMatch(/not possible/);
          }
        });
      }
    }
    expect(disabled).toBeGreaterThan(0);
  });
});

describe('the Bora Bora sandbox’s questions and log', () => {
  const asked = new Set<string>();
  for (const [players, seed] of [[2, 3], [3, 7], [4, 5], [2, 11], [3, 4]] as const)
    it(`fill every placeholder over a whole random game (${players} players, seed ${seed})`, () => {
      const tl = randomGame(players, seed);
      const tables = tl.tables as BoraTable[];
      expect(tables.at(-1)!.final).not.toBeNull();
      const kinds = new Set<string>();
      for (const lang of ['en', 'pl'] as const) {
        const t = translator(lang, dictionaries[lang]);
        tables.forEach((table, i) => {
          for (const line of tableLines(tl, i).map((m) => t(m))) expect(line, `input ${i}`).not.toMatch(leftover);
          const d = decisionOf(table);
          if (!d) return;
          kinds.add(d.kind);
          asked.add(d.kind);
          const html = parse(renderToString(h(Question, { t, table, d, onPlay: () => undefined })));
          for (const text of [html.querySelector('h3')!.text, ...html.querySelectorAll('button').map((b) => b.text)]) expect(text, `${d.kind} at input ${i}`).not.toMatch(leftover);
        });
      }
      expect(kinds.size).toBeGreaterThan(8);
    });
  // The question that once showed the placeholder is among those asked (the task tiles are the
  // source's, which a random game meets within one less often than it met made-up ones).
  it('asked, over those games, the yellow god’s question at the end', () => expect([...asked]).toContain('final-yellow'));
});

describe('the Helper’s trades', () => {
  it('say on every button what the trade costs, as the engine’s menu prices it (a sandbox player: an offering silently cost 2)', () => {
    const t = translator('en', dictionaries.en);
    let seen = 0;
    for (const [players, seed] of [[2, 3], [3, 7], [4, 5]] as const) {
      for (const table of randomGame(players, seed).tables as BoraTable[]) {
        const d = decisionOf(table);
        if (d?.kind !== 'trades') continue;
        const html = parse(renderToString(h(Question, { t, table, d, onPlay: () => undefined })));
        const adds = html.querySelectorAll('.bb-trades button').filter((b) => b.text.startsWith('Add:'));
        for (const b of adds) {
          const cost = Number(/\(costs (\d+)\)$/.exec(b.text)?.[1]);
          expect(d.menu.map((m) => m.cost), b.text).toContain(cost);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});
