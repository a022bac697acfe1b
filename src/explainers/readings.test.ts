import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import { translator } from '../i18n/translate';
import { captionOf } from './gheos/captions';
import { playEveryExample } from './captionsAll';
import type { Message } from './types';
import { buildPosition, type PositionInput } from '../games/bora-bora';
import { startCtx } from '../games/bora-bora/context';
import { movePosition } from '../games/bora-bora/effects';
import { eventMessage } from './bora-bora/captions';
import { playTile, type GheosEvent } from '../games/gheos';
import { position, resolved, row } from '../games/gheos/test-support';
import { REGISTRY } from '../registry';

/*
 * Where the site makes a choice the source does not, the engine's event says which reading it
 * applied, and the caption of that step says so in both languages ("Our reading: …"), computed
 * from the event rather than typed into an example.
 */
const en = translator('en', { ...dictionaries.en, 'explainer.literal': '{text}' });
const pl = translator('pl', { ...dictionaries.pl, 'explainer.literal': '{text}' });
const both = (m: Message) => [en(m), pl(m)];

describe('our readings, marked in the captions that depend on them', () => {
  it('Gheos: founding on more wheat than the supply holds, and the game ending on the last token', () => {
    const founded = captionOf({ type: 'civilization-founded', player: 0, colour: 'red', continent: [], wheat: 7, followers: 5, reading: 'supply-limit' }, ['Tom'])!;
    expect(founded.key).toBe('gheos.ev.founded-supply');
    expect(both(founded)).toEqual([expect.stringContaining('Our reading:'), expect.stringContaining('Tak to rozumiemy:')]);
    const plain = captionOf({ type: 'civilization-founded', player: 0, colour: 'red', continent: [], wheat: 2, followers: 2 }, ['Tom'])!;
    expect(en(plain)).not.toContain('Our reading');
    const ended = captionOf({ type: 'game-ended', cause: 'tokens', reading: 'ends-at-once' }, ['Tom'])!;
    expect(both(ended)).toEqual([expect.stringContaining('Our reading:'), expect.stringContaining('Tak to rozumiemy:')]);
  });

  it('Gheos: the gaps the page calls open carry the reading in the events the engine settles them with', () => {
    const marked = (events: readonly GheosEvent[], type: GheosEvent['type']) =>
      events.filter((e) => e.type === type).map((e) => both(captionOf(e, ['Tom'])!));
    const reading = [expect.stringContaining('Our reading:'), expect.stringContaining('Tak to rozumiemy:')];
    // (d) the starting tile replaced; an ordinary tile lifted says nothing more.
    const start = position({ players: [{ name: 'Tom', hand: ['sll'] }, { name: 'Ewa' }], board: row(['*sll', 'sll.P', 'sll']) });
    expect(marked(resolved(playTile(start, { kind: 'replace', hand: 0, at: [0, 0], rot: 0 })).events, 'tile-removed')).toEqual([reading]);
    const plainLift = marked(resolved(playTile(start, { kind: 'replace', hand: 0, at: [0, 2], rot: 0 })).events, 'tile-removed');
    expect(plainLift[0]![0]).not.toContain('Our reading');
    // (c) a continent that breaks up with no continent or island left.
    const lone = position({
      players: [{ name: 'Tom', hand: ['css'], followers: { red: 1 } }, { name: 'Ewa' }],
      board: row(['sll.W', 'sll.W']),
      markers: { red: [0, 0] },
    });
    const gone = resolved(playTile(lone, { kind: 'replace', hand: 0, at: [0, 1], rot: 0 }, { payments: ['red'] })).events;
    expect(marked(gone, 'migration')).toEqual([reading]);
    expect(marked(gone, 'civilization-destroyed')).toEqual([reading]);
    // One migration alone costs its follower with no reading: the source says so.
    expect(marked(gone, 'follower-paid')[0]![0]).not.toContain('Our reading');
    // (b) one replacement causing a war and, apart from it, a migration: each payment says it.
    const two = position({
      players: [{ name: 'Tom', followers: { blue: 1, red: 1 }, hand: ['sll'] }, { name: 'Ewa', followers: { yellow: 1 } }],
      board: [...row(['sll', 'sll.S', ['css', 0], 'sll', 'sll']), { at: [1, 2], tile: 'lls.W', rot: 0 }],
      markers: { blue: [0, 0], yellow: [0, 3], red: [1, 2] },
    });
    const paid = resolved(playTile(two, { kind: 'replace', hand: 0, at: [0, 2], rot: 0 }, { payments: ['red', 'blue'] })).events;
    expect(marked(paid, 'follower-paid')).toEqual([reading, reading]);
    // (a) an uninhabited continent split costs nothing and no event marks it: the sandbox's notes list all four readings.
    const sandbox = REGISTRY.gheos.sandbox;
    const notes = sandbox ? sandbox.notes.map((n) => n.text) : [];
    expect(notes).toContain('gheos.sandbox.readings');
    expect(en({ key: 'gheos.sandbox.readings' })).toMatch(/nobody lives on costs nothing.*one follower for each.*no continent or island left.*starting tile/);
  });

  it('Pillars: the examples that depend on a reading say it (the sixth builder, the tax card, the large pawn paying exactly)', { timeout: 60_000 }, () => {
    const played = playEveryExample(false, 'pillars-of-the-earth');
    const shown = (id: string) =>
      played
        .filter((p) => p.id === id)
        .flatMap((p) => p.steps.flatMap((s) => [s.caption, ...(s.details ?? [])]))
        .filter((m) => m.key.startsWith('pillars.reading.'))
        .map((m) => m.key);
    expect(shown('two-player-track')).toContain('pillars.reading.sixth-builder-free');
    expect(shown('tax-event')).toContain('pillars.reading.tax-is-bad');
    expect(shown('resource-draft')).toContain('pillars.reading.large-worker-exact');
  });

  it('Bora Bora: an expansion that takes the region’s resource says it is our reading', { timeout: 60_000 }, () => {
    const keys = playEveryExample(false, 'bora-bora')
      .filter((p) => p.id === 'combine-tiles')
      .flatMap((p) => p.text.en.filter((t) => t.key === 'bora.ev.resourceReading').map((t) => t.text));
    expect(keys[0]).toContain('Our reading:');
  });
});

describe('Bora Bora: a status marker that would pass the last space', () => {
  it('stops there, and the engine’s event and its caption say it is our reading', () => {
    const built = buildPosition({ phase: 'A', round: 1, layout: { illustrative: true, positionPoints: [0, 1, 2, 3] }, players: [{ name: 'Ala' }, { name: 'Ben' }] } as unknown as PositionInput);
    if (!built.ok) throw new Error(built.reason);
    const near = startCtx(built.value);
    movePosition(near, 0, 2);
    expect(near.events.at(-1)).toMatchObject({ type: 'position-moved', to: 2 });
    expect(near.events.at(-1)).not.toHaveProperty('reading');
    const far = startCtx(built.value);
    movePosition(far, 0, 5);
    const moved = far.events.at(-1)!;
    expect(moved).toMatchObject({ type: 'position-moved', to: 3, steps: 5, reading: 'stops-at-track-end' });
    expect(both(eventMessage(built.value, moved)!)).toEqual([expect.stringContaining('Our reading:'), expect.stringContaining('Tak to rozumiemy:')]);
  });
});
