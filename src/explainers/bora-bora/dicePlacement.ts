import { activePlayer, valuesThatFit, type BoraBoraState } from '../../games/bora-bora';
import type { Inputs, Message, Step, Story } from '../types';
import { list, literal, paymentName, reasonName, spotName } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { totals } from './placement';
import { focusSeat, markSpot, markTried, setFits, viewAfter, viewOf } from './tableView';
import { eventLines, fromStart, playDie, startOf, viewOptions } from './trace';
import type { BoraView } from './views';

type DiceExample = ExampleOf<'dice-placement'>;
type Gods = 'none' | 'blue' | 'white' | 'blue+white';
const GODS: readonly Gods[] = ['none', 'blue', 'white', 'blue+white'];
const INPUT = 'try';

/** Every die the player holds, alone or with a blue and/or a white god (paid with a card), on the example's tile. */
function tries(d: DiceExample, start: BoraBoraState) {
  const player = activePlayer(start) ?? 0;
  const spot = d.attempts[0]!.move.spot;
  const dice = [...new Set(start.players[player]!.dice)];
  return dice.flatMap((die) =>
    GODS.map((g) => {
      const move = {
        die,
        spot,
        ...(g.includes('blue') ? { blue: { with: 'card' as const } } : {}),
        ...(g.includes('white') ? { white: { with: 'card' as const } } : {}),
      };
      return { value: `${die}:${g}`, die, gods: g, move, result: playDie(start, move, undefined, {}) };
    }),
  );
}

/** The reader's own try: pick a die and the gods; refused options show the engine's reason. */
function yourTry(d: DiceExample, start: BoraBoraState, inputs: Inputs): Step<BoraView> {
  const all = tries(d, start);
  const legal = all.filter((x) => x.result.ok);
  const own = d.attempts.map((a) => `${a.move.die}:${a.move.blue && a.move.white ? 'blue+white' : a.move.blue ? 'blue' : a.move.white ? 'white' : 'none'}`);
  const chosen = legal.find((x) => x.value === String(inputs[INPUT] ?? '')) ?? legal.find((x) => own.includes(x.value)) ?? legal[0];
  const label = (x: (typeof all)[number]) => bmsg(`bora.dice.option.${x.gods}`, { die: x.die });
  const decision = {
    name: INPUT,
    label: bmsg('bora.decision.try', { player: start.players[activePlayer(start) ?? 0]!.name, spot: spotName(d.attempts[0]!.move.spot) }),
    options: all.map((x) => ({
      value: x.value,
      label: label(x),
      ...(x.result.ok ? {} : { refused: reasonName(x.result.reason) }),
    })),
    ...(chosen ? { chosen: chosen.value } : {}),
  };
  const spot = d.attempts[0]!.move.spot;
  const opts = viewOptions(d.position, { spots: true });
  const fits = valuesThatFit(start, spot);
  if (!chosen || !chosen.result.ok) {
    const view = viewOf(start, opts);
    setFits(view, spot, fits);
    return { caption: bmsg('bora.dice.yourNone'), view, decision };
  }
  const view = viewAfter(chosen.result.states.at(-1) ?? start, opts, chosen.result.events);
  setFits(view, spot, fits);
  const placed = chosen.result.events.find((e) => e.type === 'die-placed');
  const acts = placed && placed.type === 'die-placed' ? placed.actsAs : chosen.die;
  const fitting = GODS.map((g) => ({ g, n: all.filter((x) => x.gods === g && x.result.ok).map((x) => x.die) }));
  return {
    caption: bmsg('bora.dice.yourTry', { option: label(chosen), acts }),
    details: fitting.map(({ g, n }) => bmsg(`bora.dice.summary.${g}`, { count: n.length, dice: list(n.map((die) => literal(String(die)))) })),
    view,
    decision,
  };
}

/** Which dice fit each tile, and what a blue or a white god changes: every attempt from the same position. */
export const diceStory: Story<DiceExample, BoraView> = {
  defaults(d): Inputs {
    const s = startOf(d.position);
    if (!s.ok) return {};
    const step = yourTry(d, s.state, {});
    return step.decision?.chosen ? { [INPUT]: step.decision.chosen } : {};
  },
  inputs: () => [],
  steps(d, inputs) {
    return fromStart(d.position, (start) => {
      const player = activePlayer(start) ?? 0;
      const p = start.players[player]!;
      const opts = viewOptions(d.position, { spots: true, board: false });
      const base = viewOf(start, opts);
      const fits: Message[] = [];
      // The tiles any die fits are named in one line, as the picture names them: a line each was six lines
      // saying the same, too small to read in the presenter view.
      const empty: Message[] = [];
      for (const spot of start.spots) {
        const f = valuesThatFit(start, spot);
        setFits(base, spot, f);
        const onSpot = (start.dice[spot] ?? []).map((x) => x.value);
        if (spot === 'fishing') continue;
        if (onSpot.length === 0) empty.push(bmsg(`bora.pic.spot.${spot}`));
        else fits.push(bmsg('bora.dice.fits', { spot: spotName(spot), on: onSpot.join(', '), onCount: onSpot.length, plain: f.plain.join(', '), count: f.plain.length }));
      }
      if (empty.length) fits.push(bmsg('bora.dice.fitsEmpty', { spots: list(empty) }));
      if (start.spots.includes('fishing')) fits.push(bmsg('bora.dice.fitsFishing'));
      focusSeat(base, player);
      const steps: Step<BoraView>[] = [
        {
          caption: bmsg('bora.dice.start', { player: p.name, dice: p.dice.join(', '), gifts: p.gifts, cards: p.godCards.length }),
          summary: literal(d.summary),
          details: fits,
          view: structuredClone(base),
        },
      ];
      d.attempts.forEach((a, i) => {
        const gods: Message[] = [];
        if (a.move.blue) gods.push(bmsg('bora.dice.withBlue', { pay: paymentName('blue', a.move.blue) }));
        if (a.move.white) gods.push(bmsg('bora.dice.withWhite', { pay: paymentName('white', a.move.white) }));
        const tried = bmsg(gods.length ? 'bora.dice.tryGods' : 'bora.dice.try', { n: i + 1, die: a.move.die, spot: spotName(a.move.spot), ...(gods.length ? { gods: list(gods) } : {}) });
        const r = playDie(start, a.move, a.choices, inputs, `a${i + 1}.`);
        const view = r.ok ? viewAfter(r.states.at(-1) ?? start, opts, r.events) : viewOf(start, opts);
        setFits(view, a.move.spot, valuesThatFit(start, a.move.spot));
        markSpot(view, a.move.spot);
        // The die tried, marked among the values that fit: refused, the picture had nothing else to show (a host's
        // room saw the same picture for "try 1" and "try 2").
        markTried(view, a.move.spot, a.move.die);
        if (!r.ok) {
          steps.push({
            caption: bmsg('bora.dice.refused', { attempt: tried, reason: reasonName(r.reason) }),
            view,
          });
          return;
        }
        const placed = r.events.find((e) => e.type === 'die-placed');
        const lines = eventLines(start, r.events.filter((e) => e.type !== 'die-placed'));
        const v = view;
        steps.push({
          caption: bmsg(placed && placed.type === 'die-placed' && placed.actsAs !== placed.value ? 'bora.dice.fitWhite' : 'bora.dice.fit', {
            attempt: tried,
            acts: placed && placed.type === 'die-placed' ? placed.actsAs : a.move.die,
            value: a.move.die,
          }),
          details: [...lines, totals(v, player)],
          view: v,
        });
      });
      steps.push(yourTry(d, start, inputs));
      steps.push({ caption: bmsg('bora.dice.result', { player: p.name }), details: fits, view: base, tone: 'result' });
      return steps;
    });
  },
};
