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
const panel = (table: BoraTable) => parse(renderToString(h(PhaseBPanel, { t, table, onPlay: () => undefined })));
const buttons = (table: BoraTable) => panel(table).querySelectorAll('button').map((b) => b.text);

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

  it('offers the green god’s field only while one can still act: never after a green god this Phase B, nor with nobody left to use', () => {
    // Every seat at the screen; in Phase B, a green god is played whenever the rules take one, so the phase after it is seen too.
    let live = 0;
    let after = 0;
    for (const seed of [3, 11, 21, 42]) {
      const actor = createActor(playMachine, { input: { rules: boraRules(['Ann', 'Ben']), start: { setup: { players: 2, seed }, seats: ['human', 'human'] } } }).start();
      const table = () => actor.getSnapshot().context.table as BoraTable;
      for (let guard = 0; guard < 800 && !table().final; guard++) {
        const codes = offeredCodes(table()).filter((c) => applyCode(table(), c).ok);
        const s = table().engine.position;
        if (!decisionOf(table()) && s.phase === 'B') {
          // The same table with the player holding more ways to pay for a green god (two green and two white cards, two God tiles),
          // as the referee's player did: only the rules, not the lack of a payment, can then take the field away.
          const rich = structuredClone(table());
          const rp = rich.engine.position.players[s.order[s.active]!]!;
          rp.godCards.push('green', 'green', 'white', 'white');
          rp.godTiles += 2;
          const field = panel(rich).querySelector('#bb-green');
          const greenCodes = offeredCodes(rich).filter((c) => /[gG]/.test(c) && applyCode(rich, c).ok);
          // The field is there exactly when some green step is on offer.
          expect(field !== null, `seed ${seed}: green field ${field ? 'shown' : 'hidden'} with ${greenCodes.length} green steps on offer`).toBe(greenCodes.length > 0);
          if (field) live++;
          if (rp.phaseB.green) {
            after++;
            expect(field).toBeNull();
          }
          actor.send({ type: 'INPUT', code: codes.find((c) => /[gG]/.test(c)) ?? codes.find((c) => c !== 'e') ?? 'e' });
          continue;
        }
        actor.send({ type: 'INPUT', code: codes.find((c) => c !== 'e') ?? codes[0]! });
      }
    }
    expect(live).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(0);
  });
});
