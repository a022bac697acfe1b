/**
 * Phase B's panel offers only the steps the rules take: once the player has used their woman (or
 * man) this phase, no "Use woman" button stays on offer to be refused when pressed.
 */
import { h } from 'preact';
import { parse } from 'node-html-parser';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { offeredCodes } from '../../../explainers/bora-bora/sandbox/enginePlayer';
import { applyCode, boraRules, decisionOf, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { playMachine } from '../../../explainers/sandbox/playMachine';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { PhaseBPanel } from './TurnPanel';

const t = translator('en', dictionaries.en);
const buttons = (table: BoraTable) => parse(renderToString(h(PhaseBPanel, { t, table, onPlay: () => undefined }))).querySelectorAll('button').map((b) => b.text);

describe('the Bora Bora sandbox’s Phase B panel', () => {
  it('stops offering a man’s or woman’s step once the player has used it this phase', () => {
    const actor = createActor(playMachine, { input: { rules: boraRules(['Ann', 'Ben']), start: { setup: { players: 2, seed: 11 }, seats: ['human', 'human'] } } }).start();
    const table = () => actor.getSnapshot().context.table as BoraTable;
    const play = (pick: (codes: string[]) => string | undefined) => {
      const code = pick(offeredCodes(table()).filter((c) => applyCode(table(), c).ok));
      if (code === undefined) return false;
      actor.send({ type: 'INPUT', code });
      return true;
    };
    let checked = 0;
    for (let guard = 0; guard < 600 && checked < 3 && !table().final; guard++) {
      const s = table().engine.position;
      if (decisionOf(table()) || s.phase !== 'B') {
        play((codes) => codes.find((c) => c !== 'e') ?? codes[0]);
        continue;
      }
      const p = s.players[s.order[s.active]!]!;
      for (const label of buttons(table()).filter((b) => b.startsWith('Use '))) expect(label).not.toMatch(p.phaseB.woman ? /^Use woman/ : /^$/);
      for (const label of buttons(table()).filter((b) => b.startsWith('Use '))) expect(label).not.toMatch(p.phaseB.man ? /^Use man/ : /^$/);
      if (p.phaseB.woman || p.phaseB.man) checked++;
      // Use a plain step where there is one, else end the turn.
      play((codes) => codes.find((c) => c !== 'e' && !/[gG]/.test(c)) ?? 'e');
    }
    expect(checked).toBeGreaterThan(0);
  });
});
