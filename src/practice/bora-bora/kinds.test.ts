import { describe, expect, it } from 'vitest';
import { renderView } from '../../components/bora-bora/BoardView';
import { actionsOf, type Action, type DiceSpot } from '../../games/bora-bora';
import type { Message } from '../../explainers/types';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { testKinds } from '../kindTests';
import { AUDITS } from './audit';
import { KINDS } from './index';

const param = (m: Message, name: string): unknown => m.params?.[name];
/** The actions a list of action names holds (a list message nests its items; a single name is its own key). */
const actionsIn = (m: Message | undefined): Action[] => {
  if (!m) return [];
  if (m.key.startsWith('bora.action.')) return [m.key.slice('bora.action.'.length) as Action];
  return Object.values(m.params ?? {}).flatMap((p) => (typeof p === 'object' ? actionsIn(p as Message) : []));
};

describe('practice: Bora Bora', () => testKinds('bora-bora', KINDS, (view, t) => renderView(view, t, 'practice'), AUDITS));

/** What a learner reported on the practice page (issue: Bora Bora practice review), each checked on many seeds. */
describe('practice: Bora Bora, the review', () => {
  const en = translator('en', { ...dictionaries.en, 'explainer.literal': '{text}' });
  const pl = translator('pl', { ...dictionaries.pl, 'explainer.literal': '{text}' });
  const kind = (id: string) => KINDS.find((k) => k.id === id)!;
  const SEEDS = 150;

  it('god-tile: a tie names the space by the number drawn on it in the picture', () => {
    let ties = 0;
    for (let players = 2; players <= 4; players++) {
      for (let seed = 0; seed < SEEDS; seed++) {
        const q = kind('god-tile').deal(seed, players);
        const result = q.why.at(-1)!.caption;
        if (result.key !== 'bora.ev.godTileTie') continue;
        ties++;
        // Second path: the picture before Phase C, the leftmost priest of a tied player (the most priests).
        const fields = q.view.temple!;
        const counts = q.view.players.map((p) => fields.filter((f) => f.seat === p.seat).length);
        const most = Math.max(...counts);
        const leftmost = fields.find((f) => f.seat !== null && counts[f.seat] === most)!;
        expect(param(result, 'field'), `seed ${seed}, ${players}p`).toBe(leftmost.value);
      }
    }
    expect(ties).toBeGreaterThan(20);
  });

  it('build: the question never says the die is on the Build tile (Build may be closed); it says the player wants to put it there', () => {
    let closed = 0;
    for (let players = 2; players <= 4; players++) {
      for (let seed = 0; seed < SEEDS; seed++) {
        const q = kind('build').deal(seed, players);
        const right = q.choices.find((c) => c.id === q.answer)!;
        if (right.label.key === 'bora.practice.build.closed') closed++;
        expect(en(q.prompt)).toMatch(/ wants to put a \d on the Build tile\./);
        expect(pl(q.prompt)).toMatch(/ chce położyć kość z wynikiem \d na płytce budowania\./);
      }
    }
    expect(closed).toBeGreaterThan(10);
  });
});
