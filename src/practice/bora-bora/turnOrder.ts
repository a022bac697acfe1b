/**
 * "In what order do the players go next round?" (section "1. Status track"): the
 * end of a Phase B played by the engine; the engine's ranking on the status track
 * is the answer.
 */
import type { BoraBoraEvent } from '../../games/bora-bora';
import { list } from '../../explainers/bora-bora/common';
import { eventMessage } from '../../explainers/bora-bora/captions';
import { showTrack } from '../../explainers/bora-bora/tableView';
import type { BoraView } from '../../explainers/bora-bora/views';
import type { Message } from '../../explainers/types';
import { choicesFrom, type Candidate } from '../deal';
import type { WhyStep } from '../types';
import { bq, gameKind, nameOf, phaseCScoring, playToRound, tableView } from './common';

export const turnOrderKind = gameKind({
  id: 'turn-order',
  section: 'status-track',
  find(dealt, players) {
    const { record, state } = playToRound(dealt, players, 0x0d3, (s, round) => s.phase === 'C' && s.round === round);
    return state.phase === 'C' ? { record, state } : null;
  },
  build(seed, record, s) {
    if (s.phase !== 'C') return null;
    const scored = phaseCScoring(s);
    const order = scored.events.find((e): e is Extract<BoraBoraEvent, { type: 'turn-order' }> => e.type === 'turn-order');
    if (!order) return null;
    const label = (seats: readonly number[]): Message => list(seats.map((x) => nameOf(s, x)));
    const seats = s.players.map((_, seat) => seat);
    const pos = (x: number) => s.players[x]!.position;
    const stamp = (x: number) => s.players[x]!.positionStamp;
    const wrong: Candidate[] = [
      { label: label([...seats].sort((a, b) => pos(b) - pos(a) || stamp(a) - stamp(b))), mistake: bq('bora.practice.turn-order.mistake.bottomFirst') },
      { label: label([...order.order].reverse()), mistake: bq('bora.practice.turn-order.mistake.reversed') },
      { label: label(s.order), mistake: bq('bora.practice.turn-order.mistake.unchanged') },
    ];
    const picked = choicesFrom(label(order.order), wrong, seed);
    if (!picked) return null;

    // Where each marker stands, in seat order (never the answer's): its space and, on a shared space, its place in
    // the stack counted from the bottom, so a marker hidden under others is named too.
    const lines: Message[] = seats.map((x) => {
      const stack = seats.filter((y) => pos(y) === pos(x));
      const level = stack.filter((y) => stamp(y) <= stamp(x)).length;
      return bq('bora.practice.turn-order.marker', { player: nameOf(s, x), space: pos(x), level, count: stack.length });
    });
    // The track itself is drawn: the stacks the order is read from, as a player sees them on the board.
    const view = tableView(s, { track: true });
    showTrack(view, s);
    const after = tableView(scored.afterTrack, { track: true });
    showTrack(after, scored.afterTrack);
    const why: WhyStep<BoraView>[] = [
      { caption: bq('bora.practice.turn-order.why.rule'), details: order.order.map((x) => lines[x]!), view, section: 'status-track' },
      { caption: eventMessage(s, order) ?? label(order.order), view: after, section: 'status-track', tone: 'result' },
    ];
    return { prompt: bq('bora.practice.turn-order.prompt', { round: s.round }), view, details: lines, ...picked, why };
  },
});
