/**
 * A die placed on a tile whose action asks a question (which man or woman, which temple field…)
 * stands on that tile while the question is open: the tile had said "no die yet" beside the
 * question about the die just put there.
 */
import { h } from 'preact';
import { parse } from 'node-html-parser';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { offeredCodes } from '../../../explainers/bora-bora/sandbox/enginePlayer';
import { applyCode, boraRules, decisionOf, positionOf, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { ActionTiles } from './ActionTiles';

const t = translator('en', dictionaries.en);
const rules = boraRules(['Ann', 'Ben']);

/** The tables of a game's first round at which a die's action asks its player something. */
function asked(seed: number): BoraTable[] {
  let table = rules.start({ players: 2, seed }) as BoraTable;
  const found: BoraTable[] = [];
  for (let guard = 0; guard < 400 && positionOf(table).round === 1 && !table.final; guard++) {
    const code = rules.forced(table) ?? offeredCodes(table).find((c) => applyCode(table, c).ok);
    if (!code) break;
    table = (applyCode(table, code) as { ok: true; table: BoraTable }).table;
    if (decisionOf(table) && positionOf(table).phase === 'A') found.push(table);
  }
  return found;
}

describe('the action tiles', () => {
  it('show a die on its tile while its action asks its question', () => {
    const tables = [1, 2, 3].flatMap(asked);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const html = parse(renderToString(h(ActionTiles, { t, table, die: null, active: false, onPlay: () => undefined })));
      const shown = html.querySelectorAll('.bb-tile-dice').map((x) => x.text).join(' ');
      const placed = Object.values(positionOf(table).dice).flat().length;
      expect(shown.match(/\b[A-Z]\d/g)?.length ?? 0, shown).toBe(placed);
    }
  });
});
