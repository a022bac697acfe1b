import { describe, expect, it } from 'vitest';
import { renderView } from '../../components/bora-bora/BoardView';
import { actionsOf, type Action, type DiceSpot } from '../../games/bora-bora';
import type { Message } from '../../explainers/types';
import type { BoraView } from '../../explainers/bora-bora/views';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { sameMessage } from '../deal';
import { testKinds } from '../kindTests';
import { spotsLabel } from './dieSpots';
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
  /** Every question a kind deals for 2 to 4 players and the first SEEDS seeds. */
  function* dealt(id: string) {
    for (let players = 2; players <= 4; players++) for (let seed = 0; seed < SEEDS; seed++) yield { q: kind(id).deal(seed, players), seed, players };
  }

  it('die-spots: the lines under the picture name every action of every tile, whether or not the die could carry it out (none singled out)', () => {
    for (const { q, seed, players } of dealt('die-spots')) {
      const spots = (q.view.spots ?? []).map((x) => x.spot).filter((x) => x !== 'fishing') as DiceSpot[];
      const named = (q.details ?? []).filter((d) => d.key === 'bora.practice.die-spots.actions').flatMap((d) => [param(d, 'can'), param(d, 'cannot')].flatMap((m) => actionsIn(m as Message)));
      expect(named.sort(), `seed ${seed}, ${players}p`).toEqual(spots.flatMap((x) => actionsOf(x)).sort());
    }
  });

  it('die-spots: no choice is the value rule alone (tiles the die cannot use kept): it would differ from the answer only by what the lines under the picture say', () => {
    let asked = 0;
    for (const { q, seed, players } of dealt('die-spots')) {
      const die = Number(param(q.prompt, 'die'));
      const spots = q.view.spots ?? [];
      const byValue = spots.filter((x) => x.spot === 'fishing' || x.dice.length === 0 || die < Math.min(...x.dice.map((d) => d.value))).map((x) => x.spot);
      const label = spotsLabel({ spots: spots.map((x) => x.spot) as DiceSpot[] }, byValue as DiceSpot[]);
      const right = q.choices.find((c) => c.id === q.answer)!;
      if (sameMessage(right.label, label)) continue;
      asked++;
      expect(q.choices.some((c) => sameMessage(c.label, label)), `seed ${seed}, ${players}p`).toBe(false);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it('die-spots: "show me why" has no two steps with the same caption, and the fishing step says what lies there', () => {
    for (const { q, seed, players } of dealt('die-spots')) {
      for (const t of [en, pl]) {
        const captions = q.why.map((s) => t(s.caption));
        expect(new Set(captions).size, `seed ${seed}, ${players}p: ${captions.join(' | ')}`).toBe(captions.length);
      }
      const fishing = q.why.find((s) => s.section === 'fishing')!;
      const onFishing = (q.view.spots ?? []).find((x) => x.spot === 'fishing')?.dice ?? [];
      // The caption never calls a fishing space holding dice empty, and names the dice it holds.
      expect(en(fishing.caption), `seed ${seed}`).not.toMatch(/is empty/);
      if (onFishing.length > 0) expect(String(param(fishing.caption, 'on')), `seed ${seed}`).toBe(onFishing.map((d) => d.value).join(', '));
    }
  });

  it('god-tile: a tie names the space by the number drawn on it in the picture', () => {
    let ties = 0;
    for (const { q, seed, players } of dealt('god-tile')) {
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
    expect(ties).toBeGreaterThan(20);
  });

  it('god-tile: the "nobody" choice, explained as a tie left open, comes only with a tie in the picture', () => {
    let nobody = 0;
    for (const { q, seed, players } of dealt('god-tile')) {
      const counts = new Map<number, number>();
      for (const f of q.view.temple ?? []) if (f.seat !== null) counts.set(f.seat, (counts.get(f.seat) ?? 0) + 1);
      const most = Math.max(0, ...counts.values());
      const tie = [...counts.values()].filter((c) => c === most).length > 1;
      const c = q.choices.find((x) => x.mistake?.key === 'bora.practice.god-tile.mistake.tieNobody');
      if (c) nobody++;
      if (c) expect(tie, `seed ${seed}, ${players}p`).toBe(true);
    }
    expect(nobody).toBeGreaterThan(0);
  });

  it('build: the question never says the die is on the Build tile (Build may be closed); it says the player wants to put it there', () => {
    let closed = 0;
    for (const { q } of dealt('build')) {
      const right = q.choices.find((c) => c.id === q.answer)!;
      if (right.label.key === 'bora.practice.build.closed') closed++;
      expect(en(q.prompt)).toMatch(/ wants to put a \d on the Build tile\./);
      expect(pl(q.prompt)).toMatch(/ chce położyć kość z wynikiem \d na płytce budowania\./);
    }
    expect(closed).toBeGreaterThan(10);
  });

  it('build: the picture holds the asked player’s board alone, in the question and at every step of "why" (on a phone, four boards stood the choices 1,200 px under it)', () => {
    for (const { q, seed, players } of dealt('build')) {
      const asked = String(q.prompt.params?.player && (q.prompt.params.player as Message).params?.text);
      for (const view of [q.view, ...q.why.map((w) => w.view)]) expect((view as BoraView).players.map((p) => p.name), `seed ${seed}, ${players} players`).toEqual([asked]);
    }
  });

  it('the reason a building cannot be placed says any two materials on spaces sharing a side (not "its" materials), in both languages', () => {
    const reason = { key: 'bora.reason.no-adjacent-materials' };
    expect(en(reason)).not.toMatch(/its materials/);
    expect(en(reason)).toMatch(/share a side/);
    expect(pl(reason)).not.toMatch(/jego materiał/);
    expect(pl(reason)).toMatch(/o wspólnym boku, na których leżą materiały budowlane/);
  });
});
