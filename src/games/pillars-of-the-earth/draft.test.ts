import { describe, expect, it } from 'vitest';
import type { DraftMove } from './decisions';
import { legalDraftMoves, resolveDraft } from './draft';
import { craftsman, eventsOf, expectRefusal, pending, position, resolved, resourceCard } from './test-support';

const take = (card: string, extra: { largeWorker?: boolean; discard?: string } = {}): DraftMove => ({ type: 'take', card, ...extra });
const pass: DraftMove = { type: 'pass' };

/** Red (start), Blue, Green with a small pool. */
function threePlayers(pool = {
  resources: [resourceCard('stone', 4, 10), resourceCard('wood', 2, 3), resourceCard('sand', 2, 2), resourceCard('wood', 4, 7)],
  craftsmen: [craftsman('c1', 5), craftsman('c2', 8)],
}) {
  return position({ pool });
}

describe('Taking turns (Faza I)', () => {
  it('the start player takes the first card, then the players clockwise', () => {
    const s = position({ startPlayer: 'blue', pool: threePlayers().pool });
    const { events: trace } = resolved(resolveDraft(s, [take('sand-2'), take('wood-2'), take('c1'), pass, pass, pass]));
    expect(trace.slice(0, 3).map((e) => ('colour' in e ? e.colour : null))).toEqual(['blue', 'green', 'red']);
  });

  it('once everyone has taken a card, the start player takes the next one', () => {
    const { events: trace } = resolved(resolveDraft(threePlayers(), [take('sand-2'), take('wood-2'), take('c1'), take('wood-4'), pass, pass, pass]));
    expect(eventsOf(trace, 'resource-card-taken').map((e) => e.colour)).toEqual(['red', 'blue', 'red']);
  });

  it('a player who passes takes no more cards this round; the others go on', () => {
    const { events: trace } = resolved(resolveDraft(threePlayers(), [pass, take('wood-2'), take('c1'), take('sand-2'), pass, pass]));
    const red = trace.filter((e) => 'colour' in e && e.colour === 'red' && e.type !== 'workers-to-wool-mill');
    expect(red).toEqual([{ type: 'draft-passed', player: 0, colour: 'red', forced: false }]);
    expect(eventsOf(trace, 'resource-card-taken').map((e) => e.colour)).toEqual(['blue', 'blue']);
  });

  it('the phase ends when every player has passed', () => {
    const { events: trace } = resolved(resolveDraft(threePlayers(), [pass, pass, pass]));
    expect(eventsOf(trace, 'draft-ended')).toEqual([{ type: 'draft-ended', reason: 'all-passed' }]);
  });

  it('the phase ends when the pool is empty', () => {
    const pool = { resources: [resourceCard('sand', 2, 2)], craftsmen: [craftsman('c1', 3)] };
    const { events: trace, state } = resolved(resolveDraft(threePlayers(pool), [take('sand-2'), take('c1')]));
    expect(eventsOf(trace, 'draft-ended')).toEqual([{ type: 'draft-ended', reason: 'pool-empty' }]);
    expect(state.pool).toEqual({ resources: [], craftsmen: [] });
  });
});

describe('Resource cards (Wybór karty)', () => {
  it('taking a resource card stands the workers it asks for on its site', () => {
    const { state, events: trace } = resolved(resolveDraft(threePlayers(), [take('wood-2'), pass, pass, pass]));
    const red = state.players[0];
    expect(red?.resourceCards.map((c) => c.id)).toEqual(['wood-2']);
    expect(red?.sites).toEqual([{ card: 'wood-2', site: 'forest', small: 3, large: 0 }]);
    expect(eventsOf(trace, 'resource-card-taken')[0]).toMatchObject({ site: 'forest', workers: 3, workersLeft: 9 });
  });

  it('stone goes to the quarry and sand to the gravel pit', () => {
    const { state } = resolved(resolveDraft(threePlayers(), [take('stone-4'), take('sand-2'), pass, pass, pass]));
    expect(state.players[0]?.sites[0]?.site).toBe('quarry');
    expect(state.players[1]?.sites[0]?.site).toBe('gravel-pit');
  });

  it('a player may not take a resource card without the workers it asks for', () => {
    // Red stands 10 for the big quarry card, leaving 2: the 3-worker forest card is out of reach.
    const r = resolveDraft(threePlayers(), [take('stone-4'), pass, pass, take('wood-2')]);
    expect(expectRefusal(r, 'illegal-choice')).toMatchObject({ choice: 3, player: 0, card: 'wood-2', why: 'not-enough-workers' });
  });

  it('when the workers fit with or without the large pawn, the player says which', () => {
    const s = threePlayers();
    expect(expectRefusal(resolveDraft(s, [take('wood-4')]), 'incomplete-choice')).toMatchObject({ why: 'large-worker-not-said' });
    const withLarge = resolved(resolveDraft(s, [take('wood-4', { largeWorker: true }), pass, pass, pass]));
    expect(withLarge.state.players[0]?.woolMill).toEqual({ small: 5, large: 0 });
    const without = resolved(resolveDraft(s, [take('wood-4', { largeWorker: false }), pass, pass, pass]));
    expect(without.state.players[0]?.woolMill).toEqual({ small: 0, large: 1 });
  });

  it('the legal moves list each way of standing the workers', () => {
    const moves = legalDraftMoves(threePlayers(), 0).filter((m) => m.type === 'take' && m.card === 'wood-4');
    expect(moves).toEqual([take('wood-4', { largeWorker: false }), take('wood-4', { largeWorker: true })]);
  });
});

describe('Craftsman cards (Wybór karty)', () => {
  it('a craftsman costs the gold shown on the card', () => {
    const { state, events: trace } = resolved(resolveDraft(threePlayers(), [take('c1'), pass, pass, pass]));
    expect(state.players[0]?.wealth).toBe(20 - 5);
    expect(state.players[0]?.craftsmen.map((c) => c.id)).toContain('c1');
    expect(eventsOf(trace, 'craftsman-taken')).toEqual([{ type: 'craftsman-taken', player: 0, colour: 'red', card: 'c1', cost: 5, goldLeft: 15 }]);
  });

  it('a player may not take a craftsman without enough gold', () => {
    const s = position({ players: [{ colour: 'red', wealth: 4 }, { colour: 'blue' }], pool: threePlayers().pool });
    expect(legalDraftMoves(s, 0).some((m) => m.type === 'take' && m.card.startsWith('c'))).toBe(false);
    expect(expectRefusal(resolveDraft(s, [take('c1')]), 'illegal-choice')).toMatchObject({ why: 'not-enough-gold' });
  });

  const fullRow = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
  const full = () => position({ players: [{ colour: 'red', craftsmen: fullRow }, { colour: 'blue' }], pool: threePlayers().pool });

  it('a sixth craftsman forces a discard; the discarded card leaves the game', () => {
    const { state, events: trace } = resolved(resolveDraft(full(), [take('c1', { discard: 'b' }), pass, pass]));
    expect(state.players[0]?.craftsmen.map((c) => c.id)).toEqual(['a', 'c', 'd', 'e', 'c1']);
    expect(state.craftsmenRemoved.map((c) => c.id)).toContain('b');
    expect(eventsOf(trace, 'craftsman-discarded')).toEqual([{ type: 'craftsman-discarded', player: 0, colour: 'red', card: 'b', justTaken: false }]);
  });

  it('the player may discard the craftsman just taken and paid for', () => {
    const { state, events: trace } = resolved(resolveDraft(full(), [take('c1', { discard: 'c1' }), pass, pass]));
    expect(state.players[0]?.craftsmen.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(state.players[0]?.wealth).toBe(15);
    expect(eventsOf(trace, 'craftsman-discarded')[0]?.justTaken).toBe(true);
  });

  it('with a full row the legal moves list every possible discard; without naming one the move is incomplete', () => {
    const moves = legalDraftMoves(full(), 0).filter((m) => m.type === 'take' && m.card === 'c1');
    expect(moves.map((m) => (m.type === 'take' ? m.discard : null))).toEqual(['a', 'b', 'c', 'd', 'e', 'c1']);
    expect(resolveDraft(full(), [take('c1')])).toMatchObject({ reason: 'incomplete-choice' });
    expect(resolveDraft(full(), [take('c1', { discard: 'z' })])).toMatchObject({ reason: 'illegal-choice' });
  });

  it('with room in the row nothing is discarded', () => {
    expect(expectRefusal(resolveDraft(threePlayers(), [take('c1', { discard: 'c1' })]), 'illegal-choice')).toMatchObject({ why: 'row-not-full' });
  });
});

describe('The end of Phase I (Faza I)', () => {
  it('every player stands their unused workers in the wool mill', () => {
    const { state, events: trace } = resolved(resolveDraft(threePlayers(), [take('stone-4'), take('wood-2'), pass, pass, pass]));
    expect(state.players.map((p) => p.woolMill)).toEqual([
      { small: 2, large: 0 },
      { small: 4, large: 1 },
      { small: 7, large: 1 },
    ]);
    expect(state.players.every((p) => p.workers.small === 0 && p.workers.large === 0)).toBe(true);
    expect(eventsOf(trace, 'workers-to-wool-mill').map((e) => e.workers)).toEqual([2, 9, 12]);
  });

  it('leftover resource cards are put aside for the next round; leftover craftsmen leave the game', () => {
    const { state, events: trace } = resolved(resolveDraft(threePlayers(), [take('stone-4'), take('c2'), pass, pass, pass]));
    expect(state.resourcesAside.map((c) => c.id)).toEqual(['wood-2', 'sand-2', 'wood-4']);
    expect(state.craftsmenRemoved.map((c) => c.id)).toEqual(['c1']);
    expect(eventsOf(trace, 'craftsmen-removed')).toEqual([{ type: 'craftsmen-removed', cards: ['c1'] }]);
  });
});

describe('Decisions and refusals', () => {
  it('a missing move asks the player in turn, listing every legal move', () => {
    const d = pending(resolveDraft(threePlayers(), [take('sand-2')]));
    expect(d.decision).toMatchObject({ kind: 'draft', player: 1 });
    expect(d.decision.options).toContainEqual(pass);
    expect(d.events.map((e) => e.type)).toEqual(['resource-card-taken']);
    expect(d.state.pool.resources.map((c) => c.id)).not.toContain('sand-2');
  });

  it('a player who can take no card passes without being asked', () => {
    const pool = { resources: [resourceCard('stone', 4, 10)], craftsmen: [craftsman('c2', 25)] };
    const s = position({ players: [{ colour: 'red' }, { colour: 'blue' }], pool });
    const { events: trace } = resolved(resolveDraft(s, [take('stone-4')]));
    // Blue can afford nothing; then Red, with 2 workers left and 20 gold, cannot either.
    expect(eventsOf(trace, 'draft-passed')).toEqual([
      { type: 'draft-passed', player: 1, colour: 'blue', forced: true },
      { type: 'draft-passed', player: 0, colour: 'red', forced: true },
    ]);
  });

  it('a card not in the pool is refused, and so are moves left over after the phase', () => {
    expect(resolveDraft(threePlayers(), [take('metal-9')])).toMatchObject({ reason: 'illegal-choice', detail: { why: 'not-in-pool' } });
    expect(resolveDraft(threePlayers(), [pass, pass, pass, pass])).toMatchObject({ reason: 'too-many-choices' });
  });

  it('never changes the state it is given', () => {
    const s = threePlayers();
    const before = JSON.stringify(s);
    resolveDraft(s, [take('wood-4', { largeWorker: true }), take('c1'), pass, pass, pass]);
    expect(JSON.stringify(s)).toBe(before);
  });
});
